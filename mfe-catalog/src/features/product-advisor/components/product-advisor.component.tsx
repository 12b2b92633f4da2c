import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, formatWeight, parsePounds, TOW_SAFETY_MARGIN, TOW_VEHICLES, TYPE_CLASSES, useResource } from '@rv/shared-lib';
import { fetchTowableModels } from '../api/towable-models.resource';
import { FloorplanCard } from '../../floorplan-card/components/floorplan-card.component';
import styles from '../../build/build.module.css';

/** The tow-vehicle match: ratings in the URL (?tow=&payload=&type=&maxPrice=) so the answer can be shared. */
export function ProductAdvisor() {
  const [params, setParams] = useSearchParams();
  const tow = parsePounds(params.get('tow') ?? '');
  const payload = parsePounds(params.get('payload') ?? '');
  const type = params.get('type') ?? '';
  const maxPrice = Number(params.get('maxPrice')) > 0 ? Number(params.get('maxPrice')) : null;
  const [draft, setDraft] = useState({ tow: params.get('tow') ?? '', payload: params.get('payload') ?? '' });
  const [error, setError] = useState('');
  const ready = tow !== null && payload !== null;
  const results = useResource(ready ? `towable:${tow}:${payload}:${type}:${maxPrice}` : null, () => fetchTowableModels({ towingCapacity: tow!, payload: payload!, type, maxPrice }));
  const apply = (next: Record<string, string>) => setParams(new URLSearchParams({ ...Object.fromEntries(params), ...next }), { replace: true });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (parsePounds(draft.tow) === null) return setError('Towing capacity must be a whole number of pounds, up to 40,000.');
    if (parsePounds(draft.payload) === null) return setError('Payload must be a whole number of pounds, up to 40,000.');
    setError('');
    apply({ tow: String(parsePounds(draft.tow)), payload: String(parsePounds(draft.payload)) });
  };
  const margin = `${TOW_SAFETY_MARGIN * 100}%`;
  return (
    <>
      <form onSubmit={submit} aria-label="Your tow vehicle" className={styles.fieldset}>
        <p>Pick a vehicle class or enter your vehicle&apos;s ratings from its door-jamb sticker or owner&apos;s manual.</p>
        <div className={styles.actions} role="group" aria-label="Vehicle presets">
          {TOW_VEHICLES.map((v) => (
            <Button key={v.id} theme="secondary" size="sm" onClick={() => { setDraft({ tow: String(v.cap), payload: String(v.payload) }); setError(''); apply({ tow: String(v.cap), payload: String(v.payload) }); }}>
              {v.label}
            </Button>
          ))}
        </div>
        <div className={styles.actions}>
          <label>Towing capacity (lb) <input inputMode="numeric" value={draft.tow} onChange={(e) => setDraft({ ...draft, tow: e.target.value })} /></label>
          <label>Payload (lb) <input inputMode="numeric" value={draft.payload} onChange={(e) => setDraft({ ...draft, payload: e.target.value })} /></label>
          <Button type="submit">Show what I can tow</Button>
        </div>
        {error ? <p role="alert">{error}</p> : null}
        <p className={styles.muted}>We keep a {margin} safety margin: a floorplan qualifies when its GVWR (shipping weight plus carrying capacity) is at most {100 - TOW_SAFETY_MARGIN * 100}% of your towing capacity and its hitch weight at most {100 - TOW_SAFETY_MARGIN * 100}% of your payload.</p>
      </form>
      {ready ? (
        <section aria-labelledby="towable-title">
          <h2 id="towable-title">Floorplans for {formatWeight(tow)} towing and {formatWeight(payload)} payload</h2>
          <div className={styles.actions}>
            <label>RV type <select value={type} onChange={(e) => apply({ type: e.target.value })}><option value="">All types</option>{TYPE_CLASSES.map((t) => <option key={t.slug} value={t.slug}>{t.name}</option>)}</select></label>
            <label>Max price <select value={maxPrice ?? ''} onChange={(e) => apply({ maxPrice: e.target.value })}><option value="">Any price</option>{[40000, 60000, 80000, 120000].map((p) => <option key={p} value={p}>${p.toLocaleString('en-US')}</option>)}</select></label>
          </div>
          {results.status === 'loading' ? <p role="status">Checking floorplans…</p> : null}
          {results.status === 'error' ? <div role="alert"><p>Floorplans could not be loaded.</p><Button theme="secondary" size="sm" onClick={results.reload}>Try again</Button></div> : null}
          {results.status === 'success' ? (
            <>
              <p role="status">{results.data.models.length} floorplans you can safely tow</p>
              <div className={styles.grid}>{results.data.models.map((m) => <FloorplanCard key={m.uniqueId} model={m} />)}</div>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
