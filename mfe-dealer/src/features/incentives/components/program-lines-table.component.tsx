import { useState } from 'react';
import type { ProgramLine } from '../../dealer-api';
// Only the incentives page needs these rules: a deep path keeps them out of the dealer entry every page loads.
import { claimBlockReason, salespersonLabel } from '../claim-eligibility';
import { compareText } from '@rv/domain/locale';
import { lineAmount, lineSerial, money, shortDate } from '../format';
import styles from './incentives.module.css';

type SortKey = 'parmProgramId' | 'parmItemId' | 'parmSalesPersonName' | 'parmShortVIN' | 'parmSaleDate' | 'parmProgramAmount' | 'parmProgramLineStatusStr';
const COLUMNS: Array<[SortKey, string]> = [
  ['parmProgramId', 'Program'], ['parmItemId', 'Model'], ['parmSalesPersonName', 'Salesperson'], ['parmShortVIN', 'Short VIN'],
  ['parmSaleDate', 'Sale date'], ['parmProgramAmount', 'Amount'], ['parmProgramLineStatusStr', 'Status'],
];
const label = (key: SortKey) => COLUMNS.find(([k]) => k === key)?.[1] ?? '';

/** Lines sorted by one column; the newest sale first until the user picks a column. */
export function sortLines(lines: readonly ProgramLine[], key: SortKey, ascending: boolean): ProgramLine[] {
  const sign = ascending ? 1 : -1;
  return [...lines].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y)));
  });
}

interface TableProps {
  lines: ProgramLine[];
  caption: string;
  onDetails(line: ProgramLine): void;
  onClaim(line: ProgramLine): void;
  /** The user's SALESPERSON_ID: only one's own lines can be claimed; the others say whose they are. */
  mySalesPersonId?: string;
}

/**
 * The program lines of one tab, sortable by each column, with details, and a claim or the reason there
 * is none. Below 768 px each row is a card (labels from data-label) and the header a row of sort buttons.
 */
export function ProgramLinesTable({ lines, caption, onDetails, onClaim, mySalesPersonId }: TableProps) {
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: 'parmSaleDate', ascending: false });
  const sorted = sortLines(lines, sort.key, sort.ascending);
  const toggle = (key: SortKey) => setSort((s) => ({ key, ascending: s.key === key ? !s.ascending : true }));
  // Explicit roles: the phone layout displays the table's parts as blocks, which must not drop their meaning.
  return (
    <table className={styles.table} role="table">
      <caption className={styles.caption}>{caption}</caption>
      <thead role="rowgroup" className={styles.head}>
        <tr role="row">
          {COLUMNS.map(([key, text]) => (
            <th key={key} role="columnheader" scope="col" aria-sort={sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
              <button type="button" className={styles.sort} onClick={() => toggle(key)}>
                {text}{sort.key === key ? <span aria-hidden="true">{sort.ascending ? ' ▲' : ' ▼'}</span> : null}
              </button>
            </th>
          ))}
          <th role="columnheader" scope="col" className={styles.actionsHead}><span className="rv-visually-hidden">Actions</span></th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {sorted.map((line) => {
          const reason = claimBlockReason(line, mySalesPersonId);
          return (
            <tr key={line.parmRecordId} role="row" className={styles.row}>
              <td role="cell" data-label={label('parmProgramId')}>{line.parmProgramId}{line.parmAlert ? <span className={styles.badge}> New</span> : null}</td>
              <td role="cell" data-label={label('parmItemId')}>{line.parmItemGroupId} {line.parmItemId}</td>
              <td role="cell" data-label={label('parmSalesPersonName')}>{salespersonLabel(line)}{line.parmSalesPersonId === mySalesPersonId ? <span className={styles.you}> (you)</span> : null}</td>
              <td role="cell" data-label={label('parmShortVIN')}>{lineSerial(line, line.parmShortVIN)}</td>
              <td role="cell" data-label={label('parmSaleDate')}>{shortDate(line.parmSaleDate)}</td>
              <td role="cell" data-label={label('parmProgramAmount')}>{lineAmount(line)}</td>
              <td role="cell" data-label={label('parmProgramLineStatusStr')}>{line.parmProgramLineStatusStr}</td>
              <td role="cell" className={styles.actions}>
                <button type="button" className={styles.linkButton} onClick={() => onDetails(line)}>
                  Details<span className="rv-visually-hidden"> of {line.parmProgramId} {line.parmItemId}</span>
                </button>
                {reason === null ? (
                  <button type="button" className={styles.claimButton} onClick={() => onClaim(line)}>
                    Claim<span className="rv-visually-hidden"> {money(line.parmProgramAmount)} for {line.parmItemId} {line.parmShortVIN}</span>
                  </button>
                ) : <span className={styles.reason}>{reason}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
