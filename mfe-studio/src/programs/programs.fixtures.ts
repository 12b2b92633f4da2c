import { act } from '@testing-library/react';
import { staffSession } from '../features/session/staff-session';
import type { StaffProgram } from './programs.resource';

/** Signs a program reviewer into the studio's session (component tests only). */
export const signedInAsProgramStaff = () => act(() => staffSession.getState().signedIn({
  username: 'staff.programs', displayName: 'Robin Hale', roles: ['program'], token: 'staff-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
}));

/** A program as GET /api/programs/staff/programs answers it, running today unless told otherwise. */
export const staffProgram = (over: Partial<StaffProgram> = {}): StaffProgram => ({
  programId: 'PR-26000003', name: 'Winter spiff', programType: 5, amount: 150, startDate: '2020-01-01', endDate: '2099-12-31',
  itemIds: [], dealershipNumbers: ['D1001'], regions: ['IN', 'OH'], endedAt: null, endedOn: null, lines: 4, paidLines: 1, ...over,
});
