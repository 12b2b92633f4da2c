import { areaCodesOf } from '../geo/area-codes';
import type { SeedDealer } from '../types';
import type { SeedViolation } from './seed-check';

const PHONE = /^\((\d{3})\) [2-9]\d{2}-\d{4}$/;

/** The rules every seeded dealership obeys, by name; each gives why a dealer breaks it, or null. */
export const DEALER_RULES: Readonly<Record<string, (d: SeedDealer) => string | null>> = {
  'phone in an area code of the dealer\'s state or province': (d) => {
    const areaCode = PHONE.exec(d.phone)?.[1];
    if (!areaCode) return `"${d.phone}" is not a North American number`;
    return areaCodesOf(d.state).includes(areaCode) ? null : `(${areaCode}) is not an area code of ${d.state} (${d.city})`;
  },
};

/** Every broken dealer rule of the dealers. */
export function dealerViolations(dealers: readonly SeedDealer[]): SeedViolation[] {
  return dealers.flatMap((d) => Object.entries(DEALER_RULES).flatMap(([rule, check]) => {
    const detail = check(d);
    return detail ? [{ rule, subject: `${d.dealerNumber} ${d.name}`, detail }] : [];
  }));
}
