/** Auth types, constants and pure rules of the dealer portal (dealer spec: entities and fields; validation rules; error catalogue; constants and limits). */
export * from '@rv/domain/auth';
export * from './guard-rules';
export * from './idle-timer';
export * from './session';
export {
  signIn, refreshTokens, validateToken, logoutSession, requestRegistrationLink, checkUsername, register,
  requestPasswordResetLink, inspectLinkToken, resetPassword, updateMe, setMyAttribute, authFailureMessage,
  type TokenInfo, type PasswordForm,
} from './auth.resource';
