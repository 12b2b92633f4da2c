import { HttpError } from '../../http/errors';

/** The messages callers see; the portal shows them as the server's response data (dealer spec: error catalogue). */
export const AUTH_ERRORS = {
  invalidCredentials: 'Invalid username or password.',
  invalidToken: 'The token is invalid or has expired.',
  signInRequired: 'Sign in to continue.',
  wrongTokenRole: 'This token does not allow this action.',
  usernameMismatch: 'username does not match the token',
  alreadyRegistered: 'This account is already registered; sign in or reset the password.',
  managersOnly: 'Only managers may do this.',
  notYourDealership: 'This dealership is not one of yours.',
  attributeReadOnly: 'code must be FIRST_TIME_MODAL_DISPLAYED or NORTHPASS_USER_ID',
} as const;

/** The same answer whether or not the username exists, so these calls reveal no accounts. */
export const LINK_SENT = {
  registration: 'If the username can register, an e-mail with a registration link is on its way.',
  passwordReset: 'If the username has an account, an e-mail with a password reset link is on its way.',
} as const;

export const unauthorized = (message: string = AUTH_ERRORS.invalidToken) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
