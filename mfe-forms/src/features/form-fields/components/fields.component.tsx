import type { HTMLAttributes, ReactNode } from 'react';
import { smsOptInValue, type SelectOption } from '@rv/domain/forms';
import type { FormController } from '../hooks/use-form-fields';
import styles from '../form-fields.module.css';

interface FieldProps {
  form: FormController;
  name: string;
  label: string;
  /** Shown after the label; the schema decides what is required, this only tells the person. */
  optional?: boolean;
  hint?: ReactNode;
  /** Runs after the value is stored (a cascade resets the fields that depend on this one). */
  onValueChange?(value: string): void;
  className?: string;
}

function Label({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {label}{optional ? <span className={styles.optional}> (optional)</span> : null}
    </label>
  );
}

/** The field's message, linked to it by aria-describedby; announced when it appears. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return <p id={id} className={styles.error}>{message}</p>;
}

type TextInputProps = FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  onBlur?(): void;
  /**
   * Keeps the hint's line even while it is empty, as a polite status: a message that appears when the
   * field is left (the ZIP lookup) then moves nothing below it, so a click there lands where aimed.
   */
  liveHint?: boolean;
};

export function TextField({ form, name, label, optional, hint, type = 'text', autoComplete, inputMode, placeholder, onBlur, onValueChange, className, liveHint }: TextInputProps) {
  const { onBlur: validateOnBlur, ...bound } = form.bind(name, onValueChange);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Label htmlFor={bound.id} label={label} optional={optional} />
      <input
        className={styles.input} type={type} autoComplete={autoComplete} inputMode={inputMode} placeholder={placeholder}
        onBlur={(e) => { validateOnBlur(e); onBlur?.(); }}
        {...bound}
      />
      {liveHint ? <p className={`${styles.hint} ${styles.liveHint}`} aria-live="polite">{hint}</p> : null}
      {hint && !liveHint ? <p className={styles.hint}>{hint}</p> : null}
      <FieldMessage id={`${bound.id}-error`} message={form.errorFor(name)} />
    </div>
  );
}

export function TextAreaField({ form, name, label, optional, onValueChange, className }: FieldProps) {
  const bound = form.bind(name, onValueChange);
  return (
    <div className={`${styles.field} ${styles.wide} ${className ?? ''}`}>
      <Label htmlFor={bound.id} label={label} optional={optional} />
      <textarea className={styles.input} rows={4} {...bound} />
      <FieldMessage id={`${bound.id}-error`} message={form.errorFor(name)} />
    </div>
  );
}

type SelectProps = FieldProps & {
  options: readonly SelectOption[];
  /** The blank first option's text. */
  placeholder?: string;
  disabled?: boolean;
  busy?: boolean;
};

export function SelectField({ form, name, label, optional, options, placeholder = 'Select', disabled, busy, onValueChange, className }: SelectProps) {
  const bound = form.bind(name, onValueChange);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Label htmlFor={bound.id} label={label} optional={optional} />
      <select className={styles.input} disabled={disabled} aria-busy={busy || undefined} {...bound}>
        <option value="">{placeholder}</option>
        {options.filter((o) => o.value !== '').map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      <FieldMessage id={`${bound.id}-error`} message={disabled ? undefined : form.errorFor(name)} />
    </div>
  );
}

/** Spec (validation rules): the value is 'true' when checked and empty otherwise. */
export function CheckboxField({ form, name, label, className }: Omit<FieldProps, 'optional' | 'hint' | 'onValueChange'>) {
  const { value, onChange: _onChange, ...bound } = form.bind(name);
  return (
    <div className={`${styles.checkbox} ${styles.wide} ${className ?? ''}`}>
      <input type="checkbox" checked={value === 'true'} onChange={(e) => form.setValue(name, smsOptInValue(e.target.checked))} {...bound} />
      <label htmlFor={bound.id}>{label}</label>
      <FieldMessage id={`${bound.id}-error`} message={form.errorFor(name)} />
    </div>
  );
}

/** The contact fields the lead and DIY forms open with: first and last name, e-mail and phone. */
export function ContactFields({ form, phoneOptional }: { form: FormController; phoneOptional: boolean }) {
  return (
    <>
      <TextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
      <TextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <TextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" optional={phoneOptional} />
    </>
  );
}
