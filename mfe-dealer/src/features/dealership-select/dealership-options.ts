import type { Organization } from '@rv/shared-lib';

/** First option of the dealership dropdown (dealer spec: screens and routes). */
export const SELECT_LOCATION_LABEL = 'Please select location';

/** The default dealership placeholder of dealer spec (screens and routes), listed when the user has no organization. */
export const DEFAULT_DEALERSHIP = { dealershipNumber: 'TEST', dealershipName: 'A Test Dealer', city: 'Kalispell', state: 'MT' } as const;

export interface DealershipOption {
  value: string;
  label: string;
}

/** The dropdown's locations: every organization of the user as "Name — City, ST", or the placeholder. */
export function dealershipOptions(organizations: readonly Organization[] | undefined): DealershipOption[] {
  const list = (organizations ?? []).map((o) => {
    const address = o.addresses[0];
    const where = address ? ` — ${address.city}, ${address.state}` : '';
    return { value: o.dealershipNumber, label: `${o.dealershipName}${where}` };
  });
  if (list.length > 0) return list;
  const d = DEFAULT_DEALERSHIP;
  return [{ value: d.dealershipNumber, label: `${d.dealershipName} — ${d.city}, ${d.state}` }];
}
