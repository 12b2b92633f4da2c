/**
 * Bad values of the account forms with the exact words the person is told, for the tests that hold
 * the portal's Formik forms and the API's 400 to the same message (mfe-dealer's account-form-parity
 * test types them into the forms, the API's form-parity test posts them). Test data, not exported
 * from the entry.
 */
export type AccountForm = 'signIn' | 'linkRequest' | 'setPassword' | 'profile';

export interface AccountFormCase {
  form: AccountForm;
  /** What the person typed, field by field (fields not named are valid). */
  values: Record<string, string>;
  field: string;
  message: string;
}

const long = (n: number) => 'a'.repeat(n);

export const ACCOUNT_FORM_CASES: readonly AccountFormCase[] = [
  { form: 'signIn', values: { username: '   ', password: 'Sales#2026' }, field: 'username', message: 'Username is required' },
  { form: 'signIn', values: { username: 'demo.sales', password: '' }, field: 'password', message: 'Password is required' },
  { form: 'signIn', values: { username: long(151), password: 'Sales#2026' }, field: 'username', message: 'Max length for Username is 150' },
  { form: 'linkRequest', values: { username: '' }, field: 'username', message: 'Username is required' },
  { form: 'linkRequest', values: { username: long(151) }, field: 'username', message: 'Max length for Username is 150' },
  { form: 'linkRequest', values: { username: 'demo\u0007sales' }, field: 'username', message: 'Username is not valid' },
  // Seen before the fix: a name its key (NFKC, lower case) would spell differently: İ lower-cases to two code points.
  { form: 'linkRequest', values: { username: 'lm\u0130ller.d1001.1' }, field: 'username', message: 'Username is not valid' },
  { form: 'linkRequest', values: { username: '\uff44emo.sales' }, field: 'username', message: 'Username is not valid' },
  { form: 'setPassword', values: { password: 'short', passwordConfirm: 'short' }, field: 'password', message: 'Password must be at least 8 characters.' },
  { form: 'setPassword', values: { password: 'Register#2026', passwordConfirm: 'Register#2027' }, field: 'passwordConfirm', message: 'The passwords do not match.' },
  { form: 'setPassword', values: { password: 'é'.repeat(37), passwordConfirm: 'é'.repeat(37) }, field: 'password', message: 'Password must be at most 72 bytes.' },
  { form: 'profile', values: { firstName: long(101) }, field: 'firstName', message: 'Max length for First Name is 100' },
  { form: 'profile', values: { lastName: long(101) }, field: 'lastName', message: 'Max length for Last Name is 100' },
];
