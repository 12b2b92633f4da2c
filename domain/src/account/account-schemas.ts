import { object, string } from 'yup';
import { changesUnderKey } from './username-key';

/**
 * The Yup schemas of the dealer portal's account forms (sign-in, registration, password reset and
 * change, username check, profile), shared by the portal's Formik forms and the API's auth routes, so
 * both give the same words. The spec leaves these fields' rules and wording open ("not shown"); the
 * lengths are the API's stored limits and the wording follows the consumer forms' messages.
 */

/** The shortest new password the portal accepts. */
export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads only the first 72 bytes; a longer password would silently be cut. */
export const MAX_PASSWORD_BYTES = 72;
export const MAX_USERNAME_LENGTH = 150;
export const MAX_NAME_LENGTH = 100;
// A sign-in password is compared, not stored; this only keeps absurd bodies out.
const MAX_SIGN_IN_PASSWORD_LENGTH = 200;

/** The account forms' messages, word for word as the portal and the API's 400 show them. */
export const ACCOUNT_MESSAGES = {
  required: (field: string) => `${field} is required`,
  maxLength: (field: string, n: number) => `Max length for ${field} is ${n}`,
  notValid: (field: string) => `${field} is not valid`,
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_BYTES} bytes.`,
  passwordsDiffer: 'The passwords do not match.',
} as const;

/** UTF-8 length of a text (what bcrypt counts), without TextEncoder so it runs in every test environment. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

// A control character cannot be stored in PostgreSQL text (NUL) and no real user name holds one.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

const trimmedText = () => string().transform((_value: unknown, original: unknown) => (original === undefined || original === null ? undefined : String(original).trim()));

/** The username: trimmed, required, at most 150 characters, no control characters. */
const username = () => trimmedText()
  .required(ACCOUNT_MESSAGES.required('Username'))
  .max(MAX_USERNAME_LENGTH, ACCOUNT_MESSAGES.maxLength('Username', MAX_USERNAME_LENGTH))
  .test('printable', ACCOUNT_MESSAGES.notValid('Username'), (value) => value === undefined || !CONTROL_CHARACTER.test(value));

/** A username being registered or asked about: also refused when its key would spell it differently. */
const registrationUsername = () => username()
  .test('one-spelling', ACCOUNT_MESSAGES.notValid('Username'), (value) => value === undefined || !changesUnderKey(value));

/** A new password: at least 8 characters and at most 72 bytes; never trimmed (spaces count). */
const newPassword = () => string()
  .required(ACCOUNT_MESSAGES.passwordTooShort)
  .min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .test('bytes', ACCOUNT_MESSAGES.passwordTooLong, (value) => value === undefined || utf8Bytes(value) <= MAX_PASSWORD_BYTES);

/** An optional name: when sent it is trimmed, not blank and at most 100 characters. */
const optionalName = (label: string) => trimmedText()
  .min(1, ACCOUNT_MESSAGES.required(label))
  .max(MAX_NAME_LENGTH, ACCOUNT_MESSAGES.maxLength(label, MAX_NAME_LENGTH));

/** Sign-in (POST /auth/signin): a username and the password as typed. */
export const SIGN_IN_SCHEMA = object({
  username: username(),
  password: string()
    .required(ACCOUNT_MESSAGES.required('Password'))
    .max(MAX_SIGN_IN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.maxLength('Password', MAX_SIGN_IN_PASSWORD_LENGTH)),
});

/** A registration or reset link request, and the username check (POST /auth/register/token, /auth/password/token, GET /auth/username). */
export const USERNAME_SCHEMA = object({ username: registrationUsername() });

/** Set or change the password with a link (PUT /auth/password): the new password twice. */
export const SET_PASSWORD_SCHEMA = object({
  username: registrationUsername(),
  password: newPassword(),
  passwordConfirm: string().test('matches', ACCOUNT_MESSAGES.passwordsDiffer, function matches(value) {
    return (value ?? '') === (this.parent.password ?? '');
  }),
});

/** Registration (POST /auth/register): the new password and, optionally, the person's names. */
export const REGISTRATION_SCHEMA = SET_PASSWORD_SCHEMA.shape({
  firstName: optionalName('First Name'),
  lastName: optionalName('Last Name'),
});

/** A new staff account an admin opens (POST /studio/staff): it enrols its second factor at its first sign-in. */
export const STAFF_ACCOUNT_SCHEMA = object({
  username: registrationUsername(),
  displayName: trimmedText().required(ACCOUNT_MESSAGES.required('Name')).max(MAX_NAME_LENGTH, ACCOUNT_MESSAGES.maxLength('Name', MAX_NAME_LENGTH)),
  email: trimmedText().required(ACCOUNT_MESSAGES.required('E-mail')).email(ACCOUNT_MESSAGES.notValid('E-mail')),
  password: newPassword(),
});

/** The user's own profile (PUT /auth/me): either name, each optional. */
export const PROFILE_SCHEMA = object({
  firstName: optionalName('First Name'),
  lastName: optionalName('Last Name'),
});
