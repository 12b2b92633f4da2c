/**
 * The monthly payment estimate beside a build's price: a fixed-rate loan paid in equal monthly payments
 * (standard amortisation), on the price less the down payment. An estimate, not an offer of credit.
 */

/** What the estimate starts from: typical RV loan terms, each editable by the shopper. */
export const PAYMENT_DEFAULTS = { ratePercent: 7.99, termMonths: 180, downPayment: 0 } as const;
export const PAYMENT_LIMITS = { ratePercent: { min: 0, max: 30 }, termMonths: { min: 12, max: 240 } } as const;

export interface PaymentTerms { ratePercent: number; termMonths: number; downPayment: number }
export interface PaymentEstimate { monthly: number; financed: number; totalInterest: number }

/**
 * Monthly payment, in cents rounded to the nearest cent, of `principal` dollars at `ratePercent` APR over `termMonths`:
 * P * r / (1 - (1 + r)^-n) with r the monthly rate; P / n at 0%. Nothing to finance costs nothing.
 */
export function monthlyPayment(principal: number, ratePercent: number, termMonths: number): number {
  if (!(principal > 0)) return 0;
  const r = ratePercent / 1200;
  const payment = r === 0 ? principal / termMonths : (principal * r) / (1 - (1 + r) ** -termMonths);
  return Math.round(payment * 100) / 100;
}

/** The estimate for a price: what is financed after the down payment, the monthly payment and the interest paid over the term. */
export function paymentEstimate(price: number, terms: PaymentTerms): PaymentEstimate {
  const financed = Math.max(0, price - terms.downPayment);
  const monthly = monthlyPayment(financed, terms.ratePercent, terms.termMonths);
  return { monthly, financed, totalInterest: Math.max(0, Math.round((monthly * terms.termMonths - financed) * 100) / 100) };
}

export type PaymentField = keyof PaymentTerms;

/**
 * The shopper's typed rate, term and down payment, or a message per field naming it as the form labels it:
 * a rate of 0 to 30%, a whole number of months from 12 to 240, a down payment from $0 up to the price.
 */
export function parsePaymentTerms(input: Record<PaymentField, string>, price: number): { terms: PaymentTerms } | { errors: Partial<Record<PaymentField, string>> } {
  const errors: Partial<Record<PaymentField, string>> = {};
  const number = (text: string) => (/^\s*\d+(\.\d+)?\s*$/.test(text.replace(/[$,%]/g, '')) ? Number(text.replace(/[$,%]/g, '')) : Number.NaN);
  const ratePercent = number(input.ratePercent);
  const termMonths = number(input.termMonths);
  const downPayment = input.downPayment.trim() === '' ? 0 : number(input.downPayment);
  const { min: rMin, max: rMax } = PAYMENT_LIMITS.ratePercent;
  const { min: tMin, max: tMax } = PAYMENT_LIMITS.termMonths;
  if (!(ratePercent >= rMin && ratePercent <= rMax)) errors.ratePercent = `Interest rate must be a number from ${rMin} to ${rMax}%.`;
  if (!(Number.isInteger(termMonths) && termMonths >= tMin && termMonths <= tMax)) errors.termMonths = `Term must be a whole number of months from ${tMin} to ${tMax}.`;
  if (!(downPayment >= 0 && downPayment <= price)) errors.downPayment = 'Down payment must be a dollar amount from $0 up to the price.';
  return Object.keys(errors).length ? { errors } : { terms: { ratePercent, termMonths, downPayment } };
}
