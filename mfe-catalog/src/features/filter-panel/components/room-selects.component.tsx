import { ROOM_LOCATIONS, ROOM_PRIORITIES, termOptions, type AggregatePair } from '@rv/shared-lib/catalog';
import styles from '../filter-panel.module.css';

export interface RoomSelectsProps {
  priority: string | undefined;
  location: string | undefined;
  aggregates: AggregatePair | null;
  onChange(priority: string | undefined, location: string | undefined): void;
}

/** Room priority, then room location: location is disabled until a priority is chosen, and clearing priority clears it (spec: states and transitions). */
export function RoomSelects({ priority, location, aggregates, onChange }: RoomSelectsProps) {
  const priorities = termOptions('room_priority', aggregates, { codes: ROOM_PRIORITIES, selected: priority ? [priority] : [] });
  const locations = termOptions('room_location', aggregates, { codes: ROOM_LOCATIONS, selected: location ? [location] : [] });
  return (
    <div className={styles.selects}>
      <label className={styles.field}>
        <span className={styles.legend}>Room Priority</span>
        <select value={priority ?? ''} onChange={(e) => onChange(e.target.value || undefined, e.target.value ? location : undefined)}>
          <option value="">Any room</option>
          {priorities.map((o) => <option key={o.code} value={o.code} disabled={o.disabled}>{o.label}</option>)}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.legend}>Room Location</span>
        <select value={location ?? ''} disabled={!priority} onChange={(e) => onChange(priority, e.target.value || undefined)}>
          <option value="">Anywhere</option>
          {locations.map((o) => <option key={o.code} value={o.code} disabled={o.disabled}>{o.label}</option>)}
        </select>
      </label>
    </div>
  );
}
