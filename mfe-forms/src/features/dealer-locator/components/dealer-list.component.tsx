import { Fragment, useEffect, useRef, useState } from 'react';
import { useResource } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { fetchDealerDetails, type Dealer } from '../api/dealer-search.resource';
import styles from './dealer-locator.module.css';

/** A directions link to OpenStreetMap: a plain link, so no map service is loaded by the page. */
export const directionsUrl = (d: Dealer) => `https://www.openstreetmap.org/directions?to=${d.Latitude}%2C${d.Longitude}`;
const websiteHref = (url: string) => (/^https?:\/\//.test(url) ? url : `https://${url}`);

function DealerDetails({ dealerNumber }: { dealerNumber: string }) {
  // Read when a visitor opens a dealer's details, never part of a drawn page.
  const details = useResource(`dealer-details:${dealerNumber}`, () => fetchDealerDetails(dealerNumber), { seed: false });
  if (details.status === 'loading') return <p aria-busy="true">Loading dealer details…</p>;
  if (details.status === 'error') return <p className={styles.error} role="alert">Dealer details could not be loaded. <Button size="sm" theme="transparent" onClick={details.reload}>Try again</Button></p>;
  const d = details.data;
  if (!d) return <p>This dealer's details are not available.</p>;
  return (
    <dl>
      <dt>Email</dt><dd><a href={`mailto:${d.Email}`}>{d.Email}</a></dd>
      <dt>Brands</dt><dd>{d.Brands.map((b) => b.Name).join(', ') || 'None listed'}</dd>
      {d.Hours.map((h) => <Fragment key={h.Day}><dt>{h.Day}</dt><dd>{h.Open && h.Close ? `${h.Open} – ${h.Close}` : 'Closed'}</dd></Fragment>)}
    </dl>
  );
}

interface DealerListProps {
  dealers: Dealer[];
  selected: string | null;
  onSelect(dealerNumber: string): void;
  onContact(dealer: Dealer): void;
}

/** The results, nearest first, with the map's numbers; selecting here highlights the marker. */
export function DealerList({ dealers, selected, onSelect, onContact }: DealerListProps) {
  const [open, setOpen] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  useEffect(() => {
    if (selected) items.current.get(selected)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);
  return (
    <ol className={styles.list} aria-label="Dealers">
      {dealers.map((d, i) => (
        <li
          key={d.DealerNumber}
          ref={(el) => { if (el) items.current.set(d.DealerNumber, el); else items.current.delete(d.DealerNumber); }}
          className={d.DealerNumber === selected ? `${styles.item} ${styles.itemActive}` : styles.item}
        >
          <h3 className={styles.itemTitle}>{i + 1}. {d.Name}</h3>
          {d.Distance !== undefined ? <p className={styles.distance}>{d.Distance.toFixed(1)} miles away</p> : null}
          <address>{d.Address1}, {d.City}, {d.State} {d.Zip}</address>
          <div className={styles.links}>
            <a href={`tel:${d.Phone.replace(/[^\d+]/g, '')}`}>Call {d.Phone}</a>
            {d.Website ? <a href={websiteHref(d.Website)} target="_blank" rel="noopener noreferrer">Website<span className="rv-visually-hidden"> of {d.Name} (opens in a new tab)</span></a> : null}
            <a href={directionsUrl(d)} target="_blank" rel="noopener noreferrer">Directions<span className="rv-visually-hidden"> to {d.Name} (opens in a new tab)</span></a>
          </div>
          <div className={styles.actions}>
            <Button size="sm" theme="secondary" aria-pressed={d.DealerNumber === selected} onClick={() => onSelect(d.DealerNumber)}>
              Show on map<span className="rv-visually-hidden">: {d.Name}</span>
            </Button>
            <Button size="sm" theme="secondary" aria-expanded={open === d.DealerNumber} onClick={() => setOpen(open === d.DealerNumber ? null : d.DealerNumber)}>
              Details<span className="rv-visually-hidden"> of {d.Name}</span>
            </Button>
            <Button size="sm" onClick={() => onContact(d)}>Contact this dealer<span className="rv-visually-hidden">: {d.Name}</span></Button>
          </div>
          {open === d.DealerNumber ? <div className={styles.details}><DealerDetails dealerNumber={d.DealerNumber} /></div> : null}
        </li>
      ))}
    </ol>
  );
}
