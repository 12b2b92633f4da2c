import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@rv/shared-lib/router';
import { errorMessage, routeHelpers, useResource } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { modelDetailPath } from '@rv/shared-lib/catalog';
import { LEAD_BRANDS, TYPE_CLASSES } from '@rv/domain';
import { formatDollars, formatQuantity } from '@rv/domain/format';
import { isPostalCode, POSTAL_CODE_MESSAGE } from '@rv/domain/locale';
import { searchInventory, type InventoryQuery } from '../api/inventory.resource';
import { INVENTORY_DEFAULT_RADIUS, INVENTORY_MAX_PRICES, INVENTORY_RADII } from '../search-options';
import styles from '../../build/build.module.css';
import controls from '../../form-controls/form-controls.module.css';

const FIELDS = ['brand', 'type', 'zip', 'radius', 'maxPrice'] as const;

/** Dealer stock by brand, type, price and distance from a ZIP; the search lives in the URL. */
export function InventorySearch() {
  const [params, setParams] = useSearchParams();
  const query: InventoryQuery = Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? '']).concat([['page', params.get('page') ?? '']]));
  const [draft, setDraft] = useState(query);
  const [error, setError] = useState('');
  const errorId = useId();
  const units = useResource(`inventory:${params.toString()}`, () => searchInventory(query));
  const set = (field: keyof InventoryQuery) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.zip && !isPostalCode(draft.zip)) return setError(POSTAL_CODE_MESSAGE);
    setError('');
    const zip = draft.zip?.trim();
    setParams(new URLSearchParams(Object.entries({ ...draft, zip }).filter(([k, v]) => v && k !== 'page' && !(k === 'radius' && !draft.zip)) as string[][]));
  };
  return (
    <>
      <form role="search" aria-label="Search dealer inventory" onSubmit={submit} className={controls.fields}>
        <label className={controls.field}>
          <span className={controls.label}>ZIP or postal code</span>
          <input
            className={controls.control} autoComplete="postal-code" maxLength={10} value={draft.zip ?? ''} onChange={set('zip')}
            aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
          />
        </label>
        <label className={controls.field}>
          <span className={controls.label}>Within</span>
          <select className={controls.control} value={draft.radius ?? ''} onChange={set('radius')}>
            {/* The API's default distance is sent as none, so the URL stays short. */}
            {INVENTORY_RADII.map((r) => <option key={r} value={r === INVENTORY_DEFAULT_RADIUS ? '' : r}>{r} miles</option>)}
          </select>
        </label>
        <label className={controls.field}>
          <span className={controls.label}>Brand</span>
          <select className={controls.control} value={draft.brand ?? ''} onChange={set('brand')}>
            <option value="">All brands</option>{LEAD_BRANDS.map((b) => <option key={b.code} value={b.code}>{b.name}</option>)}
          </select>
        </label>
        <label className={controls.field}>
          <span className={controls.label}>RV type</span>
          <select className={controls.control} value={draft.type ?? ''} onChange={set('type')}>
            <option value="">All types</option>{TYPE_CLASSES.map((t) => <option key={t.slug} value={t.slug}>{t.name}</option>)}
          </select>
        </label>
        <label className={controls.field}>
          <span className={controls.label}>Max price</span>
          <select className={controls.control} value={draft.maxPrice ?? ''} onChange={set('maxPrice')}>
            <option value="">Any price</option>{INVENTORY_MAX_PRICES.map((p) => <option key={p} value={p}>{formatDollars(p)}</option>)}
          </select>
        </label>
        <Button type="submit" className={controls.submit}>Search inventory</Button>
      </form>
      {error ? <p role="alert" id={errorId} className={controls.error}>{error}</p> : null}
      {units.status === 'loading' ? <p role="status">Searching dealer stock…</p> : null}
      {units.status === 'error' ? <div role="alert"><p>{errorMessage(units.error, 'Inventory could not be loaded.')}</p><Button theme="secondary" size="sm" onClick={units.reload}>Try again</Button></div> : null}
      {units.status === 'success' ? (
        <section aria-labelledby="inventory-count">
          <div role="status"><h2 id="inventory-count">{formatQuantity(units.data.total, 'unit')} in stock{units.data.origin ? ` within ${units.data.origin.radius} miles of ${units.data.origin.label}` : ''}</h2></div>
          <ul className={styles.grid}>
            {units.data.units.map((u) => (
              <li key={u.vin}>
                <article className={styles.tile} aria-labelledby={`unit-${u.vin}`}>
                  <h3 id={`unit-${u.vin}`}>{u.modelYear} {u.modelName}</h3>
                  <p><strong>{formatDollars(u.price)}</strong> · {u.status}</p>
                  <p className={styles.muted}>VIN {u.vin}</p>
                  {u.options.length ? <p className={styles.muted}>With {u.options.join(', ')}</p> : null}
                  <p>{u.dealer.name}, {u.dealer.city}, {u.dealer.state}{u.distance !== undefined ? ` · ${u.distance} mi` : ''}</p>
                  <p><Link to={modelDetailPath(u)}>View floorplan<span className="rv-visually-hidden"> {u.modelName}</span></Link> · <a href={`${routeHelpers.dealerLocator()}?zip=${u.dealer.zip}`}>Contact {u.dealer.name}</a></p>
                </article>
              </li>
            ))}
          </ul>
          {units.data.total > units.data.page * units.data.pageSize ? (
            <Link to={`/inventory?${new URLSearchParams({ ...Object.fromEntries(params), page: String(units.data.page + 1) })}`}>Next page</Link>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
