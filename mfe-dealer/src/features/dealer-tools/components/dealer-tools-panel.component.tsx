import { useId, useMemo } from 'react';
import { dealerRoutes, useAuthStore, userBrandCodes, useResource } from '@rv/shared-lib';
import { brandByCode } from '@rv/domain';
import { fetchBrandModels } from '../api/brand-models.resource';
import { useToolsSelection, type RouteSelection } from '../hooks/use-tools-selection';
import { brandOptions, toolsLinks, typeAndFloorplanOptions, type Option } from '../tools-options';
import styles from './dealer-tools-panel.module.css';

function Picker({ label, value, options, disabled, onChange }: { label: string; value: string; options: Option[]; disabled?: boolean; onChange(v: string): void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.select} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">Select {label.toLowerCase()}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}

/** The Dealer Tools slide-out titled QUICK-NAV (dealer spec: screens and routes): brand -> type -> floorplan of the dealer's own brands. */
export function DealerToolsPanel({ id, onClose, route }: { id: string; onClose(): void; route: RouteSelection }) {
  const user = useAuthStore((s) => s.user);
  const brands = useMemo(() => brandOptions(userBrandCodes(user)), [user]);
  const { selection, setBrand, setType, setFloorplan } = useToolsSelection(route);
  const models = useResource(selection.brand ? `tools:${selection.brand}` : null, () => fetchBrandModels(selection.brand));
  const { types, floorplans } = typeAndFloorplanOptions(models.data ?? [], selection.type);
  const links = toolsLinks(brandByCode(selection.brand)?.slug, selection.type, selection.floorplan);
  const loading = Boolean(selection.brand) && models.status === 'loading';

  return (
    <aside id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>QUICK-NAV</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close Dealer Tools">×</button>
      </div>
      {brands.length === 0 ? <p>No brands are listed for your dealership.</p> : (
        <>
          <Picker label="Brand" value={selection.brand} options={brands} onChange={setBrand} />
          <Picker label="Type" value={selection.type} options={types} disabled={!selection.brand || loading} onChange={setType} />
          <Picker label="Floorplan" value={selection.floorplan} options={floorplans} disabled={!selection.type} onChange={setFloorplan} />
          {loading ? <p aria-live="polite">Loading floorplans…</p> : null}
          {selection.brand && models.status === 'error' ? (
            <p role="alert">Floorplans could not be loaded. <button type="button" className={styles.retry} onClick={models.reload}>Try again</button></p>
          ) : null}
          {selection.brand && models.status === 'success' && types.length === 0 ? <p>No floorplans are available for this brand.</p> : null}
          {links.length > 0 ? (
            <ul className={styles.links}>
              {links.map((l) => <li key={l.href}><a href={l.href} target="_blank" rel="noopener noreferrer">{l.label}<span className="rv-visually-hidden"> (opens in a new tab)</span></a></li>)}
            </ul>
          ) : null}
        </>
      )}
      <p className={styles.help}>
        Need help? <a href={dealerRoutes.support()}>Contact dealer support</a>
      </p>
    </aside>
  );
}
