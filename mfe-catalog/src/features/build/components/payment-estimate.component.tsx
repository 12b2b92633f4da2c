import { useId, useState } from 'react';
import { parsePaymentTerms, paymentEstimate, PAYMENT_DEFAULTS, type PaymentField } from '@rv/domain/build';
import { formatDollars } from '@rv/domain/format';
import controls from '../../form-controls/form-controls.module.css';
import styles from '../build.module.css';

const FIELDS: Array<{ field: PaymentField; label: string; inputMode: 'decimal' | 'numeric' }> = [
  { field: 'ratePercent', label: 'Interest rate (APR %)', inputMode: 'decimal' },
  { field: 'termMonths', label: 'Term (months)', inputMode: 'numeric' },
  { field: 'downPayment', label: 'Down payment ($)', inputMode: 'numeric' },
];

/**
 * The monthly payment estimate beside a build's price (@rv/domain/build paymentEstimate): rate, term and down payment
 * editable, each bad value named under its field, and the result stated as an estimate, not an offer of credit.
 */
export function PaymentEstimate({ price }: { price: number | null }) {
  const id = useId();
  const [input, setInput] = useState<Record<PaymentField, string>>({
    ratePercent: String(PAYMENT_DEFAULTS.ratePercent), termMonths: String(PAYMENT_DEFAULTS.termMonths), downPayment: '',
  });
  if (price === null || !(price > 0)) return null;
  const parsed = parsePaymentTerms(input, price);
  const errors = 'errors' in parsed ? parsed.errors : {};
  const terms = 'terms' in parsed ? parsed.terms : null;
  const estimate = terms ? paymentEstimate(price, terms) : null;
  return (
    <section className={styles.payment} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.paymentTitle}>Estimate your payment</h2>
      <p className={styles.total} role="status" aria-live="polite">
        {estimate ? <>Est. {formatDollars(estimate.monthly)}/mo*</> : 'Check the terms below'}
      </p>
      {FIELDS.map(({ field, label, inputMode }) => (
        <div key={field} className={controls.field}>
          <label className={controls.label} htmlFor={`${id}-${field}`}>{label}</label>
          <input id={`${id}-${field}`} className={controls.control} inputMode={inputMode} value={input[field]}
            aria-invalid={errors[field] ? true : undefined} aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
            onChange={(e) => setInput((now) => ({ ...now, [field]: e.target.value }))} />
          {errors[field] ? <p id={`${id}-${field}-error`} className={controls.error}>{errors[field]}</p> : null}
        </div>
      ))}
      {terms && estimate ? (
        <p className={styles.fine}>
          *An estimate only, not an offer of credit: {estimate.financed > 0 ? formatDollars(estimate.financed) : '$0'} financed over {terms.termMonths} months
          at {terms.ratePercent}% APR, before taxes, fees and freight. Your dealer and lender set the actual terms.
        </p>
      ) : null}
    </section>
  );
}
