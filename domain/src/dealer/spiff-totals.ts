/**
 * The spiff tiles' figures: what the signed-in salesperson can claim now, and the dealership's totals,
 * labelled as the dealership's. An approved line past its program's end (expired) is no one's to claim.
 */
import { formatUsDollars } from '@rv/domain/locale';
import { PROGRAM_LINE_LISTS, type ProgramLineList } from './program-lines';
import type { ProgramLineStat, ProgramLineStats } from './program-line.types';

/** Lines of one status counted together: past the claim window or not, the user's own or not. */
export interface SpiffLineGroup {
  status: number;
  expired: boolean;
  mine: boolean;
  count: number;
  amount: number;
}

/** The totals the tiles show: each list of the whole scope, its approved lines still claimable, and the user's own lists. */
export type SpiffTotals = Omit<ProgramLineStats, 'byStatus'>;

const LISTS = Object.keys(PROGRAM_LINE_LISTS) as ProgramLineList[];
const sum = (groups: readonly SpiffLineGroup[]): ProgramLineStat =>
  groups.reduce((t, g) => ({ count: t.count + g.count, amount: t.amount + g.amount }), { count: 0, amount: 0 });
const inList = (list: ProgramLineList) => (g: SpiffLineGroup) => (PROGRAM_LINE_LISTS[list] as readonly number[]).includes(g.status);
const claimableNow = (g: SpiffLineGroup) => inList('approved')(g) && !g.expired;

/** The tiles' totals from lines grouped by status, expiry and owner. */
export function spiffTotals(groups: readonly SpiffLineGroup[]): SpiffTotals {
  const lists = Object.fromEntries(LISTS.map((l) => [l, sum(groups.filter(inList(l)))])) as Record<ProgramLineList, ProgramLineStat>;
  const own = groups.filter((g) => g.mine);
  const mine = Object.fromEntries(LISTS.map((l) => [l, sum(own.filter(l === 'approved' ? claimableNow : inList(l)))])) as Record<ProgramLineList, ProgramLineStat>;
  return { ...lists, claimable: sum(groups.filter(claimableNow)), mine };
}

/** One tile: its label and its figures in words ('3 lines, $650'). */
export interface SpiffTile {
  list: ProgramLineList;
  label: string;
  count: number;
  amount: string;
}

const MY_LABELS: Readonly<Record<ProgramLineList, string>> = {
  approved: 'Yours to claim now', processed: 'Your claims in progress', pending: 'Your lines pending', completed: 'Your completed lines',
};
const DEALERSHIP_LABELS: Readonly<Record<ProgramLineList, string>> = {
  approved: 'Approved, still claimable', processed: 'In progress', pending: 'Pending', completed: 'Completed',
};

/** The user's own tiles: approved is only what the user can claim now (theirs, approved, not expired). */
export function mySpiffTiles(totals: SpiffTotals): SpiffTile[] {
  return LISTS.map((list) => ({ list, label: MY_LABELS[list], count: totals.mine[list].count, amount: formatUsDollars(totals.mine[list].amount) }));
}

/** The dealership's tiles (every salesperson's lines): approved counts only lines still claimable. */
export function dealershipSpiffTiles(totals: SpiffTotals): SpiffTile[] {
  return LISTS.map((list) => {
    const stat = list === 'approved' ? totals.claimable : totals[list];
    return { list, label: DEALERSHIP_LABELS[list], count: stat.count, amount: formatUsDollars(stat.amount) };
  });
}
