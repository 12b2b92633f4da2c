/**
 * Bad values of the site's forms with the exact words the person is told, for the tests that hold the
 * Formik forms and the API's 400 to the same message (mfe-forms form-parity test types them into the
 * rendered forms, the API's forms form-parity test posts them). Test data, not exported from the entry.
 */
export type SiteForm = 'lead' | 'customerService' | 'newsletter' | 'popup' | 'dealerSupport' | 'ownerRegistration' | 'diy';

export interface SiteFormCase {
  form: SiteForm;
  field: string;
  /** The field's label in the form. */
  label: string;
  value: string;
  message: string;
}

export const SITE_FORM_CASES: readonly SiteFormCase[] = [
  { form: 'lead', field: 'email', label: 'Email', value: 'camper@', message: 'Email is not valid' },
  { form: 'customerService', field: 'firstName', label: 'First Name', value: 'A'.repeat(51), message: 'Max length for First Name is 50' },
  { form: 'newsletter', field: 'email', label: 'Email', value: `${'a'.repeat(75)}@x.com`, message: 'Max length for Email is 80' },
  { form: 'popup', field: 'customerEmail', label: 'Email', value: 'cy@example', message: 'Email is not valid' },
  { form: 'dealerSupport', field: 'phone', label: 'Phone', value: '555-01', message: 'Invalid Phone' },
  { form: 'ownerRegistration', field: 'vin', label: 'VIN', value: '4YDF38223KB12', message: 'Min length for VIN is 17' },
  { form: 'diy', field: 'modelYear', label: 'Model Year', value: '1889', message: 'Invalid Model Year' },
];
