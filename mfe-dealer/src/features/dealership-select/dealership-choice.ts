import { useCallback, useMemo } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { useAuthStore, type Organization } from '@rv/shared-lib';
import { scopedDealershipNumber, scopedOrganizations } from '../dealer-api';
import { dealershipOptions } from './dealership-options';

/** Where the Location select's choice is kept, per user guid, so it survives reloads and new tabs. */
export const DEALERSHIP_CHOICE_KEY = 'krv-location';

interface ChoiceState {
  byUser: Record<string, string>;
  choose(guid: string, dealershipNumber: string): void;
}

function readStored(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(DEALERSHIP_CHOICE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The remembered choices; the portal's own state (no other remote reads it). */
export const dealershipChoiceStore = createStore<ChoiceState>()((set, get) => ({
  byUser: readStored(),
  choose: (guid, dealershipNumber) => {
    const byUser = { ...get().byUser, [guid]: dealershipNumber };
    set({ byUser });
    try {
      globalThis.localStorage?.setItem(DEALERSHIP_CHOICE_KEY, JSON.stringify(byUser));
    } catch {
      // Storage full or blocked: the choice still holds for this page view.
    }
  },
}));

/** Test seam: forget every choice, as a fresh browser would. */
export const resetDealershipChoices = () => dealershipChoiceStore.setState({ byUser: readStored() });

const NO_ORGANIZATIONS: Organization[] = [];

/** The select's value and setter: the signed-in user's remembered choice while it is still one of the options. */
export function useDealershipChoice(): [string, (dealershipNumber: string) => void] {
  const guid = useAuthStore((s) => s.user?.guid ?? '');
  const organizations = useAuthStore((s) => s.user?.organizations);
  const stored = useStore(dealershipChoiceStore, (s) => s.byUser[guid] ?? '');
  const value = dealershipOptions(organizations).some((o) => o.value === stored) ? stored : '';
  const choose = useCallback((dealershipNumber: string) => dealershipChoiceStore.getState().choose(guid, dealershipNumber), [guid]);
  return [value, choose];
}

/** What the pages show data of: the chosen dealership's organization, or all of the user's; and the number API calls carry. */
export function useDealershipScope(): { organizations: Organization[]; dealership: string | undefined } {
  const organizations = useAuthStore((s) => s.user?.organizations) ?? NO_ORGANIZATIONS;
  const [choice] = useDealershipChoice();
  return useMemo(
    () => ({ organizations: scopedOrganizations(organizations, choice), dealership: scopedDealershipNumber(organizations, choice) }),
    [organizations, choice],
  );
}
