import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from '@rv/shared-lib/router';
import { useResource } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { towVehicleFromRatings, useTowVehicle } from '../../build-state';
import { LEAD_BRANDS, TYPE_CLASSES } from '@rv/domain';
import { formatDollars, formatQuantity, formatWeight } from '@rv/domain/format';
import { parsePounds, TOW_SAFETY_MARGIN, TOW_VEHICLES } from '@rv/domain/towing';
import { fetchTowableModels } from '../api/towable-models.resource';
import { ADVISOR_FILTER_KEYS, LENGTH_CHOICES_FT, parseAdvisorFilters, PRICE_CHOICES, SLEEPS_CHOICES } from '../advisor-filters';
import { FloorplanCard } from '../../floorplan-card/components/floorplan-card.component';
import styles from '../../build/build.module.css';

/**
 * The tow-vehicle match: ratings and filters in the URL (?tow=&payload=&brand=&type=&sleeps=&maxLength=&minPrice=&maxPrice=)
 * so the answer can be shared; the vehicle is also remembered in this browser for the build pages.
 */
export function ProductAdvisor() {
  const [params, setParams] = useSearchParams();
  const [remembered, remember] = useTowVehicle();
  const tow = parsePounds(params.get('tow') ?? '');
  const payload = parsePounds(params.get('payload') ?? '');
  const filters = parseAdvisorFilters(params);
  const [draft, setDraft] = useState({ tow: params.get('tow') ?? '', payload: params.get('payload') ?? '' });
  const [error, setError] = useState('');
  const ready = tow !== null && payload !== null;
  const filterKey = ADVISOR_FILTER_KEYS.map((k) => filters[k] ?? '').join(':');
  const results = useResource(ready ? `towable:${tow}:${payload}:${filterKey}` : null, () => fetchTowableModels({ towingCapacity: tow!, payload: payload!, filters }));
  const apply = (next: Record<string, string>) => {
    const merged = new URLSearchParams({ ...Object.fromEntries(params), ...next });
    for (const [k, v] of [...merged.entries()]) if (!v) merged.delete(k);
    setParams(merged, { replace: true });
  };
  const chooseVehicle = (towingCapacity: number, payloadLb: number) => {
    remember(towVehicleFromRatings({ towingCapacity, payload: payloadLb }));
    setDraft({ tow: String(towingCapacity), payload: String(payloadLb) });
    setError('');
    apply({ tow: String(towingCapacity), payload: String(payloadLb) });
  };
  // A shared link names its own vehicle; otherwise the page starts from the one remembered in this browser.
  useEffect(() => {
    if (!params.get('tow') && !params.get('payload') && remembered) chooseVehicle(remembered.towingCapacity, remembered.payload);
    // Only on arrival: later changes come from this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const towing = parsePounds(draft.tow);
    const pay = parsePounds(draft.payload);
    if (towing === null) return setError('Towing capacity must be a whole number of pounds, up to 40,000.');
    if (pay === null) return setError('Payload must be a whole number of pounds, up to 40,000.');
    chooseVehicle(towing, pay);
  };
  const margin = `${TOW_SAFETY_MARGIN * 100}%`;
  const ids = { tow: useId(), payload: useId(), error: useId() };
  const select = (key: (typeof ADVISOR_FILTER_KEYS)[number], label: string, any: string, choices: ReadonlyArray<{ value: string | number; label: string }>) => (
    <label>
      {label}{' '}
      <select value={String(filters[key] ?? '')} onChange={(e) => apply({ [key]: e.target.value })}>
        <option value="">{any}</option>
        {choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
      </select>
    </label>
  );
  const prices = PRICE_CHOICES.map((p) => ({ value: p, label: formatDollars(p) }));
  return (
    <>
      <form onSubmit={submit} aria-label="Your tow vehicle" className={styles.fieldset} noValidate>
        <p>Pick a vehicle class or enter your vehicle&apos;s ratings from its door-jamb sticker or owner&apos;s manual.</p>
        <div className={styles.actions} role="group" aria-label="Vehicle presets">
          {TOW_VEHICLES.map((v) => (
            <Button key={v.id} theme="secondary" size="sm" aria-pressed={tow === v.cap && payload === v.payload} onClick={() => chooseVehicle(v.cap, v.payload)}>
              {v.label}
            </Button>
          ))}
        </div>
        <div className={styles.actions}>
          <label htmlFor={ids.tow}>Towing capacity (lb)</label>
          <input id={ids.tow} inputMode="numeric" value={draft.tow} onChange={(e) => setDraft({ ...draft, tow: e.target.value })} aria-describedby={error ? ids.error : undefined} />
          <label htmlFor={ids.payload}>Payload (lb)</label>
          <input id={ids.payload} inputMode="numeric" value={draft.payload} onChange={(e) => setDraft({ ...draft, payload: e.target.value })} aria-describedby={error ? ids.error : undefined} />
          <Button type="submit">Show what I can tow</Button>
        </div>
        {error ? <p role="alert" id={ids.error}>{error}</p> : null}
        <p className={styles.muted}>We keep a {margin} safety margin: a floorplan qualifies when its GVWR (shipping weight plus carrying capacity) is at most {100 - TOW_SAFETY_MARGIN * 100}% of your towing capacity and its hitch weight at most {100 - TOW_SAFETY_MARGIN * 100}% of your payload. We remember your vehicle in this browser and check your builds against it.</p>
      </form>
      {ready ? (
        <section aria-labelledby="towable-title">
          <h2 id="towable-title">Floorplans for {formatWeight(tow)} towing and {formatWeight(payload)} payload</h2>
          <div className={styles.actions} role="group" aria-label="Narrow the list">
            {select('brand', 'Brand', 'All brands', LEAD_BRANDS.map((b) => ({ value: b.slug, label: b.name })))}
            {select('type', 'RV type', 'All types', TYPE_CLASSES.map((t) => ({ value: t.slug, label: t.name })))}
            {select('sleeps', 'Sleeps', 'Any', SLEEPS_CHOICES.map((n) => ({ value: n, label: `${n} or more` })))}
            {select('maxLength', 'Length', 'Any length', LENGTH_CHOICES_FT.map((ft) => ({ value: ft, label: `Up to ${ft} ft` })))}
            {select('minPrice', 'Min price', 'No minimum', prices)}
            {select('maxPrice', 'Max price', 'Any price', prices)}
          </div>
          {results.status === 'loading' ? <p role="status">Checking floorplans…</p> : null}
          {results.status === 'error' ? <div role="alert"><p>Floorplans could not be loaded.</p><Button theme="secondary" size="sm" onClick={results.reload}>Try again</Button></div> : null}
          {results.status === 'success' ? (
            <>
              <p role="status">{formatQuantity(results.data.models.length, 'floorplan')} you can safely tow</p>
              <div className={styles.grid}>{results.data.models.map((m) => <FloorplanCard key={m.uniqueId} model={m} />)}</div>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
