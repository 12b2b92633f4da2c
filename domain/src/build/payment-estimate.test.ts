import { monthlyPayment, parsePaymentTerms, paymentEstimate, PAYMENT_DEFAULTS } from './payment-estimate';

describe('monthly payment estimate', () => {
  it.each([
    // Checked against the standard amortisation formula by hand: 100,000 at 6% over 360 months is 599.55.
    [100_000, 6, 360, 599.55],
    [50_000, 7.99, 180, 477.54],
    [12_000, 0, 120, 100],
    [0, 7.99, 180, 0],
  ])('%s dollars at %s%% over %s months is %s a month', (principal, rate, term, expected) => {
    expect(monthlyPayment(principal, rate, term)).toBe(expected);
  });

  it('finances the price less the down payment and totals the interest over the term', () => {
    expect(paymentEstimate(60_000, { ratePercent: 6, termMonths: 360, downPayment: 10_000 })).toEqual({ monthly: 299.78, financed: 50_000, totalInterest: 57_920.8 });
    expect(paymentEstimate(60_000, { ratePercent: 0, termMonths: 120, downPayment: 60_000 })).toEqual({ monthly: 0, financed: 0, totalInterest: 0 });
  });

  it('pays less each month over a longer term and more at a higher rate', () => {
    const at = (rate: number, term: number) => monthlyPayment(80_000, rate, term);
    expect(at(7.99, 240)).toBeLessThan(at(7.99, 120));
    expect(at(9, 180)).toBeGreaterThan(at(PAYMENT_DEFAULTS.ratePercent, 180));
  });

  it('reads typed terms, with $ , and % allowed and an empty down payment as none', () => {
    expect(parsePaymentTerms({ ratePercent: '6.5%', termMonths: '144', downPayment: '$5,000' }, 40_000)).toEqual({ terms: { ratePercent: 6.5, termMonths: 144, downPayment: 5000 } });
    expect(parsePaymentTerms({ ratePercent: '0', termMonths: '12', downPayment: '' }, 40_000)).toEqual({ terms: { ratePercent: 0, termMonths: 12, downPayment: 0 } });
  });

  it('names each field it cannot use, as the form labels it', () => {
    expect(parsePaymentTerms({ ratePercent: '31', termMonths: '6', downPayment: '50000' }, 40_000)).toEqual({ errors: {
      ratePercent: 'Interest rate must be a number from 0 to 30%.',
      termMonths: 'Term must be a whole number of months from 12 to 240.',
      downPayment: 'Down payment must be a dollar amount from $0 up to the price.',
    } });
    expect(parsePaymentTerms({ ratePercent: 'abc', termMonths: '120.5', downPayment: '-1' }, 40_000)).toEqual({ errors: expect.objectContaining({
      ratePercent: expect.any(String), termMonths: expect.any(String), downPayment: expect.any(String),
    }) });
  });
});
