import { useEffect, useState } from 'react';
import { DEFAULT_SORT, SORT_OPTIONS, type BrowseBy, type SortBy } from '@rv/shared-lib/catalog';
import styles from '../catalog-browser.module.css';

const sortValue = (s: SortBy) => `${s.field}:${s.order}`;

export function SortSelect({ value, onChange, id }: { value: SortBy; onChange(sort: SortBy): void; id: string }) {
  return (
    <label className={styles.sort} htmlFor={id}>
      <span>Sort By</span>
      <select id={id} value={sortValue(value)} onChange={(e) => onChange(SORT_OPTIONS.find((o) => sortValue(o.sort) === e.target.value)?.sort ?? DEFAULT_SORT)}>
        <option value={sortValue(DEFAULT_SORT)}>Featured</option>
        {SORT_OPTIONS.map((o) => <option key={sortValue(o.sort)} value={sortValue(o.sort)}>{o.label}</option>)}
      </select>
    </label>
  );
}

export interface BrowseByProps { value: BrowseBy; typeCount: number; floorplanCount: number; onChange(value: BrowseBy): void }

/** Browse By 'Types by Brand' or 'Floorplans', each with its count (spec: screens and routes). */
export function BrowseBySwitch({ value, typeCount, floorplanCount, onChange }: BrowseByProps) {
  // The URL update behind onChange runs as a transition; show the choice at once, not when it lands.
  const [chosen, setChosen] = useState(value);
  useEffect(() => setChosen(value), [value]);
  return (
    <fieldset className={styles.browseBy}>
      <legend>Browse By</legend>
      {([['type', 'Types by Brand', typeCount], ['floorplan', 'Floorplans', floorplanCount]] as const).map(([v, label, count]) => (
        <label key={v} className={chosen === v ? styles.browseActive : undefined}>
          <input type="radio" name="browse-by" value={v} checked={chosen === v} onChange={() => { setChosen(v); onChange(v); }} />
          {label} ({count})
        </label>
      ))}
    </fieldset>
  );
}
