import type { UserAttributeCode } from './constants';

/** An attribute of a user or an organization (dealer spec: entities and fields). */
export interface Attribute<C extends string = string> {
  code: C;
  value: string;
  name: string;
  sequence: number;
}

export interface OrganizationAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** A dealership the user belongs to; the first one is the user's own (dealer spec: entities and fields). */
export interface Organization {
  dealershipNumber: string;
  dealershipName: string;
  /** Brand codes as one comma-separated string, e.g. "CG,HI,MO". */
  brandList: string;
  attributes: Attribute[];
  addresses: OrganizationAddress[];
}

/** The signed-in user as GET /api/auth/me returns it. */
export interface DealerUser {
  username: string;
  guid: string;
  firstName: string;
  lastName: string;
  email: string;
  /** True when userType is MANAGER. */
  manager: boolean;
  organizations: Organization[];
  attributes: Attribute<UserAttributeCode | string>[];
}

/** Answer of sign-in, refresh, registration and password reset: the user plus its tokens. */
export interface LoggedInUser extends DealerUser {
  /** Access token (JWT with sub, roles, exp); sent as `Authorization: Bearer`. */
  token: string;
  /** Opaque refresh token; single use, exchanged at POST /api/auth/token/refresh. */
  refresh_token: string;
}

/** Auth status flags of dealer spec (entities and fields). */
export interface AuthStatus {
  loggedIn: boolean;
  registering: boolean;
  passwordReset: boolean;
  passwordResetError: boolean;
  isAuthenticated: boolean;
  isResettingPassword: boolean;
  spiffsEnabled: boolean;
}

/** What is persisted under AUTH_STORAGE_KEY (dealer spec: entities and fields). */
export interface AuthData {
  authToken: string | null;
  refreshToken: string | null;
}

/** Claims the portal reads from a token without verifying it. */
export interface TokenClaims {
  sub?: string;
  roles?: string[];
  /** Seconds since the epoch. */
  exp?: number;
  [claim: string]: unknown;
}
