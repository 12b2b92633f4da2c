/** @rv/domain/account: the Yup schemas and messages of the dealer portal's account forms, shared with the API's auth routes. Kept apart from the forms entry so the sign-in page does not load the consumer forms. */
export * from './account-schemas';
export { usernameKey, changesUnderKey } from './username-key';
export * from './second-factor';
