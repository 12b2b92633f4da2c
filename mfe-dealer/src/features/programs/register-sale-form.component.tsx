import { useState, type ReactNode } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { errorField, errorMessage, useResource } from '@rv/shared-lib';
import { useLocation } from '@rv/shared-lib/router';
import { Button } from '@rv/ui-kit';
import { isoToday, SALE_REGISTRATION_SCHEMA } from '@rv/domain/dealer';
import { fetchSaleCatalogue, registerSale, type RegisteredSale, type SaleCatalogueUnit } from '../dealer-api';
import { money } from '../incentives/format';
import styles from './programs.module.css';

interface SaleValues { vin: string; itemId: string; modelYear: number | ''; saleDate: string; buyerRegion: string }
const FIELDS = new Set<string>(['vin', 'itemId', 'modelYear', 'saleDate', 'buyerRegion']);
const unitKey = (u: Pick<SaleCatalogueUnit, 'itemId' | 'modelYear'>) => `${u.itemId}|${u.modelYear}`;

/** A labelled field with its error under it (outside the label, so the label stays the field's name), tied to the control. */
function Field({ id, label, error, children }: { id: string; label: string; error?: string; children(described: object): ReactNode }) {
  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...described })}
      {error ? <p id={`${id}-error`} className={styles.error}>{error}</p> : null}
    </div>
  );
}

/**
 * The warranty registration of a retail sale by VIN (Formik over the domain's sale schema, the one the API
 * checks with): nothing is sent until the VIN's check digit and every field pass; then the lines it earned show.
 */
export function RegisterSaleForm() {
  // A sold lead's "Register the sale" link names its VIN: the form starts with it.
  const givenVin = new URLSearchParams(useLocation().search).get('vin')?.trim().toUpperCase().slice(0, 17) ?? '';
  const catalogue = useResource('sale-catalogue', fetchSaleCatalogue);
  const units = catalogue.status === 'success' ? catalogue.data : [];
  const [result, setResult] = useState<RegisteredSale | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (values: SaleValues, helpers: FormikHelpers<SaleValues>) => {
    setResult(null);
    setFailure(null);
    try {
      const sale = SALE_REGISTRATION_SCHEMA.cast(values);
      setResult(await registerSale({ vin: sale.vin, itemId: sale.itemId, modelYear: sale.modelYear, saleDate: sale.saleDate, buyerRegion: sale.buyerRegion }));
      helpers.resetForm({ values: { vin: '', itemId: '', modelYear: '', saleDate: isoToday(), buyerRegion: '' } });
    } catch (error) {
      const field = errorField(error, FIELDS);
      if (field) helpers.setFieldError(field, errorMessage(error));
      else setFailure(errorMessage(error));
    }
  };
  const formik = useFormik<SaleValues>({
    initialValues: { vin: givenVin, itemId: '', modelYear: '', saleDate: isoToday(), buyerRegion: '' }, validationSchema: SALE_REGISTRATION_SCHEMA, onSubmit,
  });
  const error = (field: keyof SaleValues) => (formik.submitCount > 0 ? formik.errors[field] : undefined);
  const chooseUnit = (key: string) => {
    const unit = units.find((u) => unitKey(u) === key);
    void formik.setValues({ ...formik.values, itemId: unit?.itemId ?? '', modelYear: unit?.modelYear ?? '' });
  };
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={formik.handleSubmit} aria-label="Register a sale" noValidate>
      <Field id="sale-vin" label="VIN" error={error('vin')}>
        {(d) => <input name="vin" value={formik.values.vin} onChange={formik.handleChange} maxLength={17} autoComplete="off" spellCheck={false} {...d} />}
      </Field>
      <Field id="sale-unit" label="Model and year" error={error('itemId') ?? error('modelYear')}>
        {(d) => (
          <select value={formik.values.itemId ? unitKey({ itemId: formik.values.itemId, modelYear: Number(formik.values.modelYear) }) : ''} onChange={(e) => chooseUnit(e.target.value)} {...d}>
            <option value="">{catalogue.status === 'loading' ? 'Loading models…' : 'Choose…'}</option>
            {units.map((u) => <option key={unitKey(u)} value={unitKey(u)}>{u.itemGroupId} {u.itemId} ({u.modelYear})</option>)}
          </select>
        )}
      </Field>
      {catalogue.status === 'error' ? <p role="alert" className={styles.error}>The models could not be loaded: {errorMessage(catalogue.error)}</p> : null}
      <Field id="sale-date" label="Sale date" error={error('saleDate')}>
        {(d) => <input type="date" name="saleDate" value={formik.values.saleDate} max={isoToday()} onChange={formik.handleChange} {...d} />}
      </Field>
      <Field id="sale-region" label="Buyer's state or province" error={error('buyerRegion')}>
        {(d) => <input name="buyerRegion" value={formik.values.buyerRegion} onChange={formik.handleChange} maxLength={2} placeholder="IN" autoComplete="off" {...d} />}
      </Field>
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
      <div className={styles.actions}><Button type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Registering…' : 'Register sale'}</Button></div>
      {result ? (
        <div role="status">
          <p>{result.message}</p>
          <ul>{result.lines.map((l) => <li key={l.parmRecordId}>{l.parmProgramId}: {money(l.parmProgramAmount)}, VIN …{l.parmShortVIN}, {l.parmProgramLineStatusStr}</li>)}</ul>
        </div>
      ) : null}
    </form>
  );
}
