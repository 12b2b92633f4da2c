/**
 * The testing entry (`@rv/domain/testing`), for tests only: the cases every form rule must hold, which
 * the browser forms and the API each run (parity tests). Not in any other entry, so no bundle carries them.
 */
export * from './forms/form-cases';
export * from './account/account-form-cases';
