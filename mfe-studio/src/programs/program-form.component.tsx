import { useState } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { errorField, errorMessage } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import type { SignedInStaff } from '@rv/domain/auth';
import { PROGRAM_DEFINITION_SCHEMA } from '@rv/domain/dealer';
import { formatUsDollars } from '@rv/domain/locale';
import { createProgram } from './programs.resource';
import styles from './programs.module.css';

interface ProgramValues { name: string; amount: string; startDate: string; endDate: string; itemIds: string; dealershipNumbers: string; regions: string }
type FieldName = keyof ProgramValues;

const FIELDS: Array<{ name: FieldName; label: string; type?: string; hint?: string }> = [
  { name: 'name', label: 'Program name' },
  { name: 'amount', label: 'Amount per line ($)', type: 'number' },
  { name: 'startDate', label: 'First sale date', type: 'date' },
  { name: 'endDate', label: 'Last sale date', type: 'date' },
  { name: 'itemIds', label: 'Models', hint: 'Catalogue model ids, separated by commas; empty pays on every model.' },
  { name: 'dealershipNumbers', label: 'Dealerships', hint: 'Dealer numbers such as D1001; empty pays every dealership.' },
  { name: 'regions', label: "Buyers' states or provinces", hint: 'Two-letter codes such as IN, OH, ON; empty pays every region.' },
];
const EMPTY: ProgramValues = { name: '', amount: '', startDate: '', endDate: '', itemIds: '', dealershipNumbers: '', regions: '' };

/**
 * Creates a program with its rule (Formik over the domain's program schema, the one the API checks with):
 * lists are typed as text; the API's refusal shows on the field it names.
 */
export function ProgramForm({ staff, onCreated }: { staff: SignedInStaff; onCreated(message: string): void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (values: ProgramValues, helpers: FormikHelpers<ProgramValues>) => {
    setFailure(null);
    try {
      const created = await createProgram(staff, PROGRAM_DEFINITION_SCHEMA.cast(values));
      helpers.resetForm();
      onCreated(`Created ${created.programId}, ${created.name}: ${formatUsDollars(created.amount)} a line for sales from ${created.startDate} to ${created.endDate}.`);
    } catch (error) {
      const field = errorField(error, Object.keys(EMPTY));
      if (field) helpers.setFieldError(field, errorMessage(error));
      else setFailure(errorMessage(error));
    }
  };
  const formik = useFormik<ProgramValues>({ initialValues: EMPTY, validationSchema: PROGRAM_DEFINITION_SCHEMA, onSubmit });
  const shown = (name: FieldName) => (formik.submitCount > 0 ? formik.errors[name] : undefined);
  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} aria-label="New program" noValidate>
      {FIELDS.map(({ name, label, type, hint }) => {
        const described = [hint ? `program-${name}-hint` : '', shown(name) ? `program-${name}-error` : ''].filter(Boolean).join(' ');
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={`program-${name}`}>{label}</label>
            <input id={`program-${name}`} name={name} type={type ?? 'text'} value={formik.values[name]} onChange={formik.handleChange}
              aria-invalid={shown(name) ? true : undefined} aria-describedby={described || undefined} {...(type === 'number' ? { min: 0, step: '0.01' } : {})} />
            {hint ? <p id={`program-${name}-hint`} className={styles.hint}>{hint}</p> : null}
            {shown(name) ? <p id={`program-${name}-error`} className={styles.error}>{shown(name)}</p> : null}
          </div>
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Creating…' : 'Create program'}</Button>
        {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
      </div>
    </form>
  );
}
