import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SignedInStaff } from '@rv/domain/auth';
import { staffSignOut, storedStaff } from '@rv/shared-lib/studio';

interface StaffSessionState {
  staff: SignedInStaff | null;
  signedIn(staff: SignedInStaff): void;
  signOut(): void;
}

/**
 * The studio's staff session for its pages and nav: shared-lib's stored session of this tab (kept by its
 * second-factor call), so a sign-in shows at once everywhere and sign-out ends it on the server too.
 */
export const staffSession = createStore<StaffSessionState>((set, get) => ({
  staff: storedStaff(),
  signedIn: (staff) => set({ staff }),
  signOut: () => {
    const { staff } = get();
    if (staff) void staffSignOut(staff);
    set({ staff: null });
  },
}));

export const useStaff = () => useStore(staffSession, (state) => state.staff);

/** The signed-in staff member, on pages the studio shows only to signed-in staff (StudioApp guards them). */
export function useSignedInStaff(): SignedInStaff {
  const staff = useStaff();
  if (!staff) throw new Error('A studio page was drawn without a staff session.');
  return staff;
}
