import { useState } from 'react';
import { PROGRAM_LINE_STATUS, type ProgramLine } from '@rv/shared-lib/dealer';
import { compareText } from '@rv/shared-lib/locale';
import { money, shortDate } from '../format';
import styles from './incentives.module.css';

type SortKey = 'parmProgramId' | 'parmItemId' | 'parmShortVIN' | 'parmSaleDate' | 'parmProgramAmount' | 'parmProgramLineStatusStr';
const COLUMNS: Array<[SortKey, string]> = [
  ['parmProgramId', 'Program'], ['parmItemId', 'Model'], ['parmShortVIN', 'Short VIN'], ['parmSaleDate', 'Sale date'],
  ['parmProgramAmount', 'Amount'], ['parmProgramLineStatusStr', 'Status'],
];

/** Lines sorted by one column; the newest sale first until the user picks a column. */
export function sortLines(lines: readonly ProgramLine[], key: SortKey, ascending: boolean): ProgramLine[] {
  const sign = ascending ? 1 : -1;
  return [...lines].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y)));
  });
}

/** Approved, not expired, and (when the user's salesperson id is known) the user's own. */
export const isClaimable = (line: ProgramLine, mine?: string) =>
  line.parmProgramLineStatus === PROGRAM_LINE_STATUS.APPROVED && line.parmExpired !== 'true' && (!mine || line.parmSalesPersonId === mine);

interface TableProps {
  lines: ProgramLine[];
  caption: string;
  onDetails(line: ProgramLine): void;
  onClaim(line: ProgramLine): void;
  /** The user's SALESPERSON_ID: the list holds the whole dealership's lines, but only one's own can be claimed. */
  mySalesPersonId?: string;
}

/** The program lines of one tab, sortable by each column, with details and (for approved, unexpired lines) a claim. */
export function ProgramLinesTable({ lines, caption, onDetails, onClaim, mySalesPersonId }: TableProps) {
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: 'parmSaleDate', ascending: false });
  const sorted = sortLines(lines, sort.key, sort.ascending);
  const toggle = (key: SortKey) => setSort((s) => ({ key, ascending: s.key === key ? !s.ascending : true }));
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {COLUMNS.map(([key, label]) => (
            <th key={key} scope="col" aria-sort={sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
              <button type="button" className={styles.sort} onClick={() => toggle(key)}>{label}</button>
            </th>
          ))}
          <th scope="col"><span className="rv-visually-hidden">Actions</span></th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((line) => (
          <tr key={line.parmRecordId}>
            <td>{line.parmProgramId}{line.parmAlert ? <span className={styles.badge}> New</span> : null}</td>
            <td>{line.parmItemGroupId} {line.parmItemId}</td>
            <td>{line.parmShortVIN || '—'}</td>
            <td>{shortDate(line.parmSaleDate)}</td>
            <td>{money(line.parmProgramAmount)}</td>
            <td>{line.parmProgramLineStatusStr}</td>
            <td className={styles.actions}>
              <button type="button" className={styles.linkButton} onClick={() => onDetails(line)}>
                Details<span className="rv-visually-hidden"> of {line.parmProgramId} {line.parmItemId}</span>
              </button>
              {isClaimable(line, mySalesPersonId) ? (
                <button type="button" className={styles.claimButton} onClick={() => onClaim(line)}>
                  Claim<span className="rv-visually-hidden"> {money(line.parmProgramAmount)} for {line.parmItemId} {line.parmShortVIN}</span>
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
