import type { ReactNode } from 'react';
import styles from '../../editor/components/editor.module.css';

/** One column of a studio table: its heading and what each row shows in it (`rowHeader`: the cell that names the row). */
export interface StudioColumn<T> {
  header: ReactNode;
  cell(row: T): ReactNode;
  rowHeader?: boolean;
}

/**
 * A studio list read from the API, in its three states: the API's refusal in its words, loading (while
 * `rows` is null), and the table of rows by the columns given. The audit and the staff pages draw theirs with it.
 */
export function StudioTable<T>({ label, loading, problem, rows, columns, rowKey, rowTestId }: {
  label: string; loading: string; problem: string | null; rows: readonly T[] | null; columns: ReadonlyArray<StudioColumn<T>>;
  rowKey(row: T): string | number; rowTestId?: string;
}) {
  return (
    <>
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      {rows === null && !problem ? <p role="status">{loading}</p> : null}
      {rows ? (
        <table className={styles.changes} aria-label={label}>
          <thead><tr>{columns.map((column, index) => <th key={index} scope="col">{column.header}</th>)}</tr></thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-testid={rowTestId}>
                {columns.map((column, index) => (column.rowHeader ? <th key={index} scope="row">{column.cell(row)}</th> : <td key={index}>{column.cell(row)}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
