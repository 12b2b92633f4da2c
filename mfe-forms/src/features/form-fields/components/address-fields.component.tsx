import { COUNTRY_OPTIONS, isStateEnabled, postalCodeLabel, stateLabel, stateOptionsFor } from '@rv/domain/forms';
import type { FormController } from '../hooks/use-form-fields';
import { useZipLookup } from '../hooks/use-zip-lookup';
import { SelectField, TextField } from './fields.component';

/**
 * Country, state or province, ZIP and city (spec: validation rules, country rule and ZIP lookup): the state list
 * follows the country and is disabled without one; leaving the ZIP field fills city and state.
 */
export function AddressFields({ form, cityOptional = true }: { form: FormController; cityOptional?: boolean }) {
  const zip = useZipLookup(form);
  const country = form.values.country ?? '';
  const states = stateOptionsFor(country);
  const onCountry = (next: string) => {
    if (!stateOptionsFor(next).some((s) => s.value === form.values.state)) form.setValue('state', '');
  };
  return (
    <>
      <SelectField form={form} name="country" label="Country" options={COUNTRY_OPTIONS} placeholder="Select a country" onValueChange={onCountry} />
      <TextField form={form} name="zip" label={postalCodeLabel(country)} autoComplete="postal-code" onBlur={zip.lookup} hint={zip.message} liveHint />
      <SelectField
        form={form}
        name="state"
        label={stateLabel(country)}
        options={states}
        placeholder={isStateEnabled(country) ? 'Select' : 'Choose a country first'}
        disabled={!isStateEnabled(country)}
      />
      <TextField form={form} name="city" label="City" optional={cityOptional} autoComplete="address-level2" />
    </>
  );
}
