/** Auth constants of dealer spec (entities and fields; states and transitions; error catalogue; constants and limits), shared by the portal and the API. */

/** Context sent on sign-in, registration and password calls (dealer spec: what the product does). */
export const DEALER_CONTEXT = 'DEALER' as const;

/** Local storage key of the auth data (dealer spec: constants and limits). */
export const AUTH_STORAGE_KEY = 'krv';

/** Idle time-out: 2 hours without activity (dealer spec: states and transitions; constants and limits). */
export const IDLE_TIMEOUT_MS = 7_200_000;

/** The route guard's fallback check runs this long after navigation (dealer spec: states and transitions; constants and limits). */
export const ROUTE_GUARD_FALLBACK_MS = 2000;

/** Roles a token can carry: link tokens grant only their flow (dealer spec: entities and fields; roles and permissions). */
export const TOKEN_ROLES = {
  REGISTRATION: 'REGISTRATION',
  PASSWORDRESET: 'PASSWORDRESET',
  DEALER: 'DEALER',
  MANAGER: 'MANAGER',
} as const;

/** userType of a manager (dealer spec: entities and fields; roles and permissions). */
export const MANAGER_USER_TYPE = 'MANAGER';

/** User attribute codes (dealer spec: entities and fields). */
export const USER_ATTRIBUTE_CODES = {
  FIRST_TIME_MODAL_DISPLAYED: 'FIRST_TIME_MODAL_DISPLAYED',
  SALESPERSON_ID: 'SALESPERSON_ID',
  NORTHPASS_USER_ID: 'NORTHPASS_USER_ID',
} as const;
export type UserAttributeCode = (typeof USER_ATTRIBUTE_CODES)[keyof typeof USER_ATTRIBUTE_CODES];

/** Organization attribute codes (dealer spec: entities and fields). */
export const ORGANIZATION_ATTRIBUTE_CODES = {
  DISABLE_SPIFFS: 'DISABLE_SPIFFS',
} as const;

/** Messages of dealer spec (error catalogue). */
export const AUTH_MESSAGES = {
  systemUnavailable: 'System Unavailable',
  loggedOut: 'user is logged out',
} as const;
