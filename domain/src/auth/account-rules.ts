import { USER_ATTRIBUTE_CODES } from './constants';
import { findAttribute } from './rules';
import type { Attribute } from './types';

/**
 * Dealer spec (states and transitions) after login: when the learning (Northpass) user id differs from the stored
 * NORTHPASS_USER_ID attribute, the attribute is updated. Returns the update to send, or null.
 */
export function northpassAttributeUpdate(
  attributes: readonly Attribute[] | undefined,
  learningUserId: string | null | undefined,
): { code: typeof USER_ATTRIBUTE_CODES.NORTHPASS_USER_ID; value: string } | null {
  if (!learningUserId) return null;
  const stored = findAttribute(attributes, USER_ATTRIBUTE_CODES.NORTHPASS_USER_ID)?.value;
  return stored === learningUserId ? null : { code: USER_ATTRIBUTE_CODES.NORTHPASS_USER_ID, value: learningUserId };
}
