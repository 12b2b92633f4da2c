import { useId, type KeyboardEvent } from 'react';
import type { Dealer } from '../api/dealer-search.resource';
import styles from './dealer-locator.module.css';

/** Spec §7: the map starts at about 39.83, -98.57 (the middle of the contiguous US). */
export const MAP_START = { lat: 39.83, lng: -98.57 };
const WIDTH = 640;
const HEIGHT = 420;
const MILES_PER_DEGREE = 69;

export interface MapOrigin {
  lat: number;
  lng: number;
  label: string;
}

interface DealerMapProps {
  origin: MapOrigin | null;
  radius: number;
  dealers: Dealer[];
  selected: string | null;
  onSelect(dealerNumber: string): void;
}

/**
 * A plot of the results around the searched place, drawn here with no map service: an
 * equirectangular projection scaled by the origin's latitude, the radius as a circle, a marker per
 * dealer. Markers are buttons in the tab order; the list beside it carries the same information.
 */
export function DealerMap({ origin, radius, dealers, selected, onSelect }: DealerMapProps) {
  const titleId = useId();
  const center = origin ?? { ...MAP_START, label: 'United States' };
  const kx = Math.cos((center.lat * Math.PI) / 180);
  // Fit the radius circle, or the farthest dealer when one lies outside it.
  const far = dealers.reduce((max, d) => Math.max(max, Math.abs(d.Latitude - center.lat), Math.abs(d.Longitude - center.lng) * kx), 0);
  const span = Math.max(origin ? radius / MILES_PER_DEGREE : 12, far) * 1.15;
  const scale = (Math.min(WIDTH, HEIGHT) / 2) / span;
  const x = (lng: number) => WIDTH / 2 + (lng - center.lng) * kx * scale;
  const y = (lat: number) => HEIGHT / 2 - (lat - center.lat) * scale;
  const step = span > 8 ? 5 : span > 2 ? 1 : 0.25;
  const lines = (from: number, to: number) => {
    const out: number[] = [];
    for (let v = Math.ceil(from / step) * step; v <= to; v += step) out.push(Number(v.toFixed(4)));
    return out;
  };
  const onKey = (event: KeyboardEvent, dealerNumber: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(dealerNumber);
  };
  const summary = origin
    ? `Map of ${dealers.length} dealers within ${radius} miles of ${origin.label}`
    : 'Map of the United States and Canada; search to see dealers';

  return (
    <svg className={styles.map} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-labelledby={titleId}>
      <title id={titleId}>{summary}</title>
      <rect width={WIDTH} height={HEIGHT} className={styles.mapWater} />
      <g className={styles.graticule} aria-hidden="true">
        {lines(center.lat - span * 1.6, center.lat + span * 1.6).map((lat) => <line key={`lat${lat}`} x1={0} x2={WIDTH} y1={y(lat)} y2={y(lat)} />)}
        {lines(center.lng - (span * 2.2) / kx, center.lng + (span * 2.2) / kx).map((lng) => <line key={`lng${lng}`} y1={0} y2={HEIGHT} x1={x(lng)} x2={x(lng)} />)}
      </g>
      {origin ? (
        <g aria-hidden="true">
          <circle className={styles.radius} cx={x(center.lng)} cy={y(center.lat)} r={(radius / MILES_PER_DEGREE) * scale} />
          <circle className={styles.origin} cx={x(center.lng)} cy={y(center.lat)} r={7} />
          <text className={styles.originLabel} x={x(center.lng) + 10} y={y(center.lat) - 10}>{origin.label}</text>
        </g>
      ) : null}
      {dealers.map((dealer, i) => {
        const active = dealer.DealerNumber === selected;
        const miles = dealer.Distance === undefined ? '' : `, ${dealer.Distance} miles away`;
        return (
          <g
            key={dealer.DealerNumber}
            role="button"
            tabIndex={0}
            aria-pressed={active}
            aria-label={`${i + 1}. ${dealer.Name}, ${dealer.City}, ${dealer.State}${miles}`}
            className={active ? `${styles.marker} ${styles.markerActive}` : styles.marker}
            transform={`translate(${x(dealer.Longitude)} ${y(dealer.Latitude)})`}
            onClick={() => onSelect(dealer.DealerNumber)}
            onKeyDown={(e) => onKey(e, dealer.DealerNumber)}
          >
            <circle r={active ? 14 : 11} />
            <text textAnchor="middle" dy="0.35em" aria-hidden="true">{i + 1}</text>
          </g>
        );
      })}
    </svg>
  );
}
