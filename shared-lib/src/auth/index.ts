/** Auth types, constants and pure rules of the dealer portal (spec dealer §3-§5, §8, §9). */
// AUTH_STORAGE_KEY lives in constants.ts too, but stores/auth.store.ts already exports it from the
// package entry; re-exporting it here would make the entry's `export *` ambiguous.
export {
  DEALER_CONTEXT, IDLE_TIMEOUT_MS, ROUTE_GUARD_FALLBACK_MS, TOKEN_ROLES, MANAGER_USER_TYPE,
  USER_ATTRIBUTE_CODES, ORGANIZATION_ATTRIBUTE_CODES, AUTH_MESSAGES,
  type AuthContext, type TokenRole, type UserAttributeCode,
} from './constants';
export * from './types';
export * from './rules';
export * from './token';
