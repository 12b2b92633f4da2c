import { AUTH_MESSAGES, ORGANIZATION_ATTRIBUTE_CODES, USER_ATTRIBUTE_CODES } from './constants';
import type { Attribute, DealerUser, Organization } from './types';

/** The attribute with the given code, if present. */
export function findAttribute(attributes: readonly Attribute[] | undefined, code: string): Attribute | undefined {
  return attributes?.find((attribute) => attribute.code === code);
}

/**
 * Dealer spec (validation rules): the first-time modal counts as displayed when there are no attributes or the
 * FIRST_TIME_MODAL_DISPLAYED value is 'true' (case-insensitive).
 */
export function isFirstTimeModalDisplayed(attributes: readonly Attribute[] | undefined): boolean {
  if (!attributes || attributes.length === 0) return true;
  return findAttribute(attributes, USER_ATTRIBUTE_CODES.FIRST_TIME_MODAL_DISPLAYED)?.value.toLowerCase() === 'true';
}

/** Dealer spec (validation rules): spiffs are disabled if any organization has DISABLE_SPIFFS equal to 'true'. */
export function areSpiffsDisabled(organizations: readonly Organization[] | undefined): boolean {
  return (organizations ?? []).some(
    (organization) => findAttribute(organization.attributes, ORGANIZATION_ATTRIBUTE_CODES.DISABLE_SPIFFS)?.value === 'true',
  );
}

/** Dealer spec (entities and fields): the user's dealership is the first organization. */
export function userDealership(user: Pick<DealerUser, 'organizations'> | null | undefined): Organization | undefined {
  return user?.organizations[0];
}

/** The user's brand codes from every organization, de-duplicated and sorted (dealer spec: validation rules, brand refs). */
export function userBrandCodes(user: Pick<DealerUser, 'organizations'> | null | undefined): string[] {
  const codes = (user?.organizations ?? []).flatMap((o) => o.brandList.split(',').map((c) => c.trim()).filter(Boolean));
  return [...new Set(codes)].sort();
}

/**
 * Dealer spec (error catalogue): login, register, refresh and password failures reject with the server's response
 * data, or 'System Unavailable' when there is none.
 */
export function authFailureReason(responseData: unknown): unknown {
  if (responseData === undefined || responseData === null || responseData === '') return AUTH_MESSAGES.systemUnavailable;
  return responseData;
}
