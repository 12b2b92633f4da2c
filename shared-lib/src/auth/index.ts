/** Auth types, constants and pure rules of the dealer portal (dealer spec: entities and fields; validation rules; error catalogue; constants and limits). */
export {
  AUTH_STORAGE_KEY, DEALER_CONTEXT, IDLE_TIMEOUT_MS, ROUTE_GUARD_FALLBACK_MS, TOKEN_ROLES, MANAGER_USER_TYPE,
  USER_ATTRIBUTE_CODES, ORGANIZATION_ATTRIBUTE_CODES, AUTH_MESSAGES,
  type AuthContext, type TokenRole, type UserAttributeCode,
} from '@rv/domain/auth';
export * from '@rv/domain/auth';
export * from './guard-rules';
export * from './idle-timer';
export * from './session';
export {
  signIn, refreshTokens, validateToken, logoutSession, requestRegistrationLink, checkUsername, register,
  requestPasswordResetLink, inspectLinkToken, resetPassword, fetchMe, updateMe, setMyAttribute, authFailureMessage,
  type TokenInfo, type PasswordForm,
} from './auth.resource';
