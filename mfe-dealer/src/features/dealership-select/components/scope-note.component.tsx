import { dealershipScopeText } from '../../dealer-api';
import { useDealershipScope } from '../dealership-choice';
import styles from './dealership-select.module.css';

/**
 * Whose data a page shows, so it always says what the Location select scopes it to: `{lead} {the chosen
 * dealership}.`, or `{lead} All 2 of your dealerships.` while none is chosen.
 */
export function ScopeNote({ lead }: { lead: string }) {
  const where = dealershipScopeText(useDealershipScope().organizations);
  return where ? <p className={styles.note}>{lead} {where}.</p> : null;
}
