/** Auth constants of spec dealer §3, §4, §8 and §9, shared by the portal and the API. */

/** Context sent on sign-in, registration and password calls (spec dealer §1). */
export const DEALER_CONTEXT = 'DEALER' as const;
export type AuthContext = typeof DEALER_CONTEXT;

/** Local storage key of the auth data (spec dealer §9). */
export const AUTH_STORAGE_KEY = 'krv';

/** Idle time-out: 2 hours without activity (spec dealer §4, §9). */
export const IDLE_TIMEOUT_MS = 7_200_000;

/** The route guard's fallback check runs this long after navigation (spec dealer §4, §9). */
export const ROUTE_GUARD_FALLBACK_MS = 2000;

/** Roles a token can carry: link tokens grant only their flow (spec dealer §3, §6). */
export const TOKEN_ROLES = {
  REGISTRATION: 'REGISTRATION',
  PASSWORDRESET: 'PASSWORDRESET',
  DEALER: 'DEALER',
  MANAGER: 'MANAGER',
} as const;
export type TokenRole = (typeof TOKEN_ROLES)[keyof typeof TOKEN_ROLES];

/** userType of a manager (spec dealer §3, §6). */
export const MANAGER_USER_TYPE = 'MANAGER';

/** User attribute codes (spec dealer §3). */
export const USER_ATTRIBUTE_CODES = {
  FIRST_TIME_MODAL_DISPLAYED: 'FIRST_TIME_MODAL_DISPLAYED',
  SALESPERSON_ID: 'SALESPERSON_ID',
  NORTHPASS_USER_ID: 'NORTHPASS_USER_ID',
} as const;
export type UserAttributeCode = (typeof USER_ATTRIBUTE_CODES)[keyof typeof USER_ATTRIBUTE_CODES];

/** Organization attribute codes (spec dealer §3). */
export const ORGANIZATION_ATTRIBUTE_CODES = {
  DISABLE_SPIFFS: 'DISABLE_SPIFFS',
} as const;

/** Messages of spec dealer §8. */
export const AUTH_MESSAGES = {
  systemUnavailable: 'System Unavailable',
  loggedOut: 'user is logged out',
} as const;
