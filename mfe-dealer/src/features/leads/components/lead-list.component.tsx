import { DEALER_PREFIX, onSiteLinkClick } from '@rv/shared-lib';
import { DataView } from '../../dashboard/components/data-view.component';
import { useInbox } from '../hooks/use-inbox';
import styles from './leads.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The inbox: a manager sees the dealership's leads; a salesperson their own and the unassigned ones. */
export function LeadList() {
  const leads = useInbox();
  return (
    <DataView state={leads} what="leads" isEmpty={(l) => l.length === 0} empty="No leads yet. New ones appear here and in your notifications.">
      {(list) => (
        <ul className={styles.list} aria-label="Leads">
          {list.map((lead) => (
            <li key={lead.id}>
              <a className={styles.item} href={`${DEALER_PREFIX}/leads/${lead.id}`} onClick={onSiteLinkClick} data-testid="lead-item">
                <span className={styles.row}>
                  <strong>Lead #{lead.id}: {[lead.brand, lead.request.floorPlan].filter(Boolean).join(' ') || 'General enquiry'}</strong>
                  <span className={styles.status}>{lead.status}</span>
                </span>
                <span className={styles.row}>
                  <span className={styles.muted}>{when(lead.createdAt)}{lead.request.timeFrame ? ` · buying in ${lead.request.timeFrame}` : ''} · ref {lead.referenceId}</span>
                  <span className={styles.muted}>{lead.assignedTo ? lead.assignedTo.name : 'Unassigned'}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );
}
