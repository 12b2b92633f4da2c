import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@rv/shared-lib/router';
import { useResource } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { modelDetailPath } from '@rv/shared-lib/catalog';
import { formatMsrp, formatQuantity } from '@rv/domain/format';
import { fetchSpecSheet, findFloorplans } from '../api/spec-finder.resource';
import { SpecList } from '../../model-detail/components/spec-list.component';
import styles from '../../build/build.module.css';

const YEARS = Array.from({ length: 9 }, (_, i) => new Date().getFullYear() + 1 - i);

/** Find any floorplan by reference id or name (and year) and show its spec sheet; the search lives in the URL. */
export function SpecFinder() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const year = Number(params.get('year')) || null;
  const ref = params.get('ref');
  const shown = Number(params.get('show')) || null;
  const [draft, setDraft] = useState({ q, year: year ? String(year) : '' });
  const [error, setError] = useState('');
  const found = useResource(q ? `spec-finder:${q}:${year}` : null, () => findFloorplans(q, year));
  const sheet = useResource(ref && shown ? `spec-sheet:${ref}:${shown}` : null, () => fetchSpecSheet(ref!, shown!));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.q.trim().length < 2) return setError('Enter a model reference id (like 273BH) or at least 2 letters of a name.');
    setError('');
    setParams(new URLSearchParams({ q: draft.q.trim(), ...(draft.year ? { year: draft.year } : {}) }));
  };
  return (
    <>
      <form role="search" aria-label="Find a floorplan" onSubmit={submit} className={styles.actions}>
        <label>Reference id or name <input value={draft.q} maxLength={100} onChange={(e) => setDraft({ ...draft, q: e.target.value })} /></label>
        <label>Model year <select value={draft.year} onChange={(e) => setDraft({ ...draft, year: e.target.value })}><option value="">Any year</option>{YEARS.map((y) => <option key={y} value={y}>{y}</option>)}</select></label>
        <Button type="submit">Find specs</Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {ref && shown ? (
        sheet.status === 'success' && sheet.data ? (
          <article aria-labelledby="spec-finder-title">
            <h2 id="spec-finder-title">{sheet.data.name} {sheet.data.modelYear}</h2>
            <p>{sheet.data.brandName} · {sheet.data.typeClass} · Base MSRP: {formatMsrp(sheet.data.specifications.MSRP?.value)}</p>
            <p><Link to={modelDetailPath(sheet.data)}>See photos and features</Link></p>
            <SpecList model={sheet.data} />
          </article>
        ) : <p role="status">{sheet.status === 'loading' ? 'Loading the spec sheet…' : 'That floorplan year was not found.'}</p>
      ) : null}
      {q && !ref ? (
        found.status === 'loading' ? <p role="status">Searching…</p>
          : found.status === 'error' ? <div role="alert"><p>The search failed.</p><Button theme="secondary" size="sm" onClick={found.reload}>Try again</Button></div>
            : (
              <section aria-labelledby="spec-finder-results">
                <div role="status"><h2 id="spec-finder-results">{formatQuantity(found.data.length, 'floorplan')} found for “{q}”</h2></div>
                <ul>
                  {found.data.map((m) => (
                    <li key={m.uniqueId}><Link to={`/spec-finder?${new URLSearchParams({ q, ref: m.referenceId, show: String(m.modelYear) })}`}>{m.name} {m.modelYear} ({m.referenceId})</Link></li>
                  ))}
                </ul>
              </section>
            )
      ) : null}
    </>
  );
}
