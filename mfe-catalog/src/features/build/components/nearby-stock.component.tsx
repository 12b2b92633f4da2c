import { useId, useState, type FormEvent } from 'react';
import { Link } from '@rv/shared-lib/router';
import { errorMessage, useResource } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { modelDetailPath } from '@rv/shared-lib/catalog';
import { formatDollars } from '@rv/domain/format';
import { isPostalCode, POSTAL_CODE_MESSAGE } from '@rv/domain/locale';
import type { QuotedFloorplan } from '@rv/domain';
import { fetchBuildMatches, type BuildMatch, type BuildMatchQuery } from '../../inventory/api/inventory.resource';
import { SendToDealer } from './send-to-dealer.component';
import styles from '../build.module.css';

/** Radii offered, in miles; 150 is the default (as the API's). */
export const NEARBY_RADII = [50, 100, 150, 250, 500] as const;
const DEFAULT_RADIUS = 150;

interface Props {
  referenceId: string;
  modelYear: number;
  /** The build's plain options (packages expanded), to count on each unit. */
  optionCodes: string[];
  floorplan: QuotedFloorplan;
  buildTitle: string;
  buildToken(): Promise<string>;
}

const optionsLine = (u: BuildMatch, chosen: number) => {
  if (chosen === 0) return u.options.length ? `Fitted with ${u.options.join(', ')}` : 'No options fitted';
  const has = `Has ${u.matchingOptions.length} of your ${chosen} option${chosen === 1 ? '' : 's'}`;
  return u.matchingOptions.length ? `${has}: ${u.matchingOptions.join(', ')}` : has;
};

/**
 * 'Find one near me': dealer-stock units of this floorplan and year within a radius of the shopper's ZIP,
 * closest first, with how many of the build's options each already has; each can be sent the build.
 */
export function NearbyStock(props: Props) {
  const [open, setOpen] = useState(false);
  const [zip, setZip] = useState('');
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS);
  const [error, setError] = useState('');
  const [query, setQuery] = useState<BuildMatchQuery | null>(null);
  const zipId = useId();
  const radiusId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isPostalCode(zip)) return setError(POSTAL_CODE_MESSAGE);
    setError('');
    setQuery({ floorplan: props.referenceId, year: props.modelYear, zip: zip.trim(), radius, options: props.optionCodes });
  };
  if (!open) return <Button theme="secondary" onClick={() => setOpen(true)}>Find one near me</Button>;
  return (
    <section aria-labelledby="nearby-title" className={styles.fieldset}>
      <h2 id="nearby-title">Find your {props.buildTitle} in stock near you</h2>
      <form onSubmit={submit} aria-label="Find one near me" className={styles.actions}>
        <label htmlFor={zipId}>Your ZIP or postal code</label>
        <input id={zipId} autoComplete="postal-code" maxLength={10} value={zip} onChange={(e) => setZip(e.target.value)} aria-invalid={error ? true : undefined} />
        <label htmlFor={radiusId}>Within</label>
        <select id={radiusId} value={radius} onChange={(e) => setRadius(Number(e.target.value))}>
          {NEARBY_RADII.map((r) => <option key={r} value={r}>{r} miles</option>)}
        </select>
        <Button type="submit">Search dealer stock</Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {query ? <Matches key={JSON.stringify(query)} query={query} {...props} /> : null}
    </section>
  );
}

function Matches({ query, floorplan, buildTitle, buildToken }: Props & { query: BuildMatchQuery }) {
  const matches = useResource(`build-matches:${JSON.stringify(query)}`, () => fetchBuildMatches(query));
  if (matches.status === 'loading') return <p role="status">Searching dealer stock…</p>;
  if (matches.status === 'error') {
    return (
      <div role="alert">
        <p>{errorMessage(matches.error, 'Dealer stock could not be searched.')}</p>
        <Button theme="secondary" size="sm" onClick={matches.reload}>Try again</Button>
      </div>
    );
  }
  const { units, origin, chosen } = matches.data;
  return (
    <>
      <p role="status">
        {units.length === 0
          ? `No ${buildTitle} in dealer stock within ${origin.radius} miles of ${origin.label}. Try a wider radius, or send your build to a dealer to order one.`
          : `${units.length} in stock within ${origin.radius} miles of ${origin.label}, closest first`}
      </p>
      <ul className={styles.units} aria-label="Units in stock near you">
        {units.map((u) => (
          <li key={u.vin} className={styles.tile}>
            <h3>{u.dealer.name} · {u.distance} mi</h3>
            <p>{u.dealer.city}, {u.dealer.state} · {u.dealer.phone}</p>
            <p><strong>{formatDollars(u.price)}</strong> · {u.status} · VIN {u.vin}</p>
            <p data-testid="matching-options">{optionsLine(u, chosen)}</p>
            <p><Link to={modelDetailPath(u)}>View floorplan<span className="rv-visually-hidden"> {u.modelName} {u.modelYear}</span></Link></p>
            <SendToDealer
              floorplan={floorplan}
              buildTitle={buildTitle}
              buildToken={buildToken}
              dealer={{ dealerNumber: u.dealer.dealerNumber, name: u.dealer.name }}
              vin={u.vin}
              label="Send my build to this dealer"
            />
          </li>
        ))}
      </ul>
    </>
  );
}
