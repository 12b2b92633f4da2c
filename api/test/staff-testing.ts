import type { TypedApp } from '../src/app-types';
import { signInStaff, type DemoStaffName } from './auth-testing';

/** Tokens already signed in, per test app: a second factor's code is taken once, so each account signs in once. */
const signedIn = new WeakMap<TypedApp, Map<string, string>>();

/**
 * A seeded staff account's bearer token (tests only), signed in with its second factor the first time a
 * test app asks. Every programs test's staff sign-in goes through here.
 */
export async function staffToken(app: TypedApp, username: DemoStaffName): Promise<string> {
  const tokens = signedIn.get(app) ?? new Map<string, string>();
  signedIn.set(app, tokens);
  const known = tokens.get(username);
  if (known) return known;
  const { token } = await signInStaff(app, username);
  tokens.set(username, token);
  return token;
}
