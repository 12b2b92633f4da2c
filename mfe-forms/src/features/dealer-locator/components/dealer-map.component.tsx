import { useId, useMemo, type KeyboardEvent } from 'react';
import { useResource } from '@rv/shared-lib';
import type { Dealer } from '../api/dealer-search.resource';
import { loadMapLayers, type MapLayers } from '../api/map-layers.resource';
import {
  MAP_START, MILES_PER_DEGREE_LATITUDE, START_HALF_SPAN_MILES, linesToPath, pixelsPerMile, project, tileHref, viewAround, visibleTiles,
} from '../map-projection';
import styles from './dealer-locator.module.css';

const WIDTH = 640;
const HEIGHT = 420;

export interface MapOrigin {
  lat: number;
  lng: number;
  label: string;
}

export interface DealerMapProps {
  origin: MapOrigin | null;
  radius: number;
  dealers: Dealer[];
  selected: string | null;
  onSelect(dealerNumber: string): void;
}

/** The outlines and tile settings, read by the browser after the map first shows; without them the markers still work. */
function useMapLayers(): MapLayers | null {
  return useResource('map-layers', loadMapLayers, { seed: false }).data;
}

/**
 * The locator map, drawn here with no outside service (spec: the calls): US and Canada outlines from the
 * bundled atlases (served by the API), an optional tile layer when one is configured, the radius
 * around the searched place and a marker per dealer. Markers are buttons in the tab order; the
 * list beside it carries the same information and the same selection.
 */
export default function DealerMap({ origin, radius, dealers, selected, onSelect }: DealerMapProps) {
  const titleId = useId();
  const layers = useMapLayers();
  const center = origin ?? { ...MAP_START, label: 'United States' };
  // Fit the radius circle, or the farthest dealer when one lies outside it.
  const farMiles = dealers.reduce((max, d) => Math.max(max, Math.hypot(d.Latitude - center.lat, (d.Longitude - center.lng) * Math.cos((center.lat * Math.PI) / 180)) * MILES_PER_DEGREE_LATITUDE), 0);
  const halfSpan = origin ? Math.max(radius, farMiles) * 1.15 : START_HALF_SPAN_MILES;
  const view = useMemo(() => viewAround(center, halfSpan, WIDTH, HEIGHT), [center.lat, center.lng, halfSpan]); // eslint-disable-line react-hooks/exhaustive-deps
  const land = useMemo(() => (layers ? linesToPath(view, layers.outlines.land, true) : ''), [layers, view]);
  const borders = useMemo(() => (layers ? linesToPath(view, layers.outlines.borders, false) : ''), [layers, view]);
  const tiles = layers?.tileUrl ? visibleTiles(view) : [];

  const onKey = (event: KeyboardEvent, dealerNumber: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(dealerNumber);
  };
  const summary = origin
    ? `Map of ${dealers.length} dealers within ${radius} miles of ${origin.label}`
    : 'Map of the United States and Canada; search to see dealers';
  const at = project(view, center.lat, center.lng);

  return (
    <svg className={styles.map} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-labelledby={titleId}>
      <title id={titleId}>{summary}</title>
      <rect width={WIDTH} height={HEIGHT} className={styles.mapWater} />
      <g aria-hidden="true" data-testid="map-base">
        {land ? <path className={styles.land} d={land} fillRule="evenodd" /> : null}
        {borders ? <path className={styles.borders} d={borders} /> : null}
        {tiles.map((tile) => (
          <image key={`${tile.z}/${tile.x}/${tile.y}`} href={tileHref(layers?.tileUrl ?? '', tile)} x={tile.left} y={tile.top} width={tile.size} height={tile.size} />
        ))}
      </g>
      {origin ? (
        <g aria-hidden="true">
          <circle className={styles.radius} cx={at.x} cy={at.y} r={radius * pixelsPerMile(view, center.lat)} />
          <circle className={styles.origin} cx={at.x} cy={at.y} r={7} />
          <text className={styles.originLabel} x={at.x + 10} y={at.y - 10}>{origin.label}</text>
        </g>
      ) : null}
      {dealers.map((dealer, i) => {
        const active = dealer.DealerNumber === selected;
        const miles = dealer.Distance === undefined ? '' : `, ${dealer.Distance} miles away`;
        const { x, y } = project(view, dealer.Latitude, dealer.Longitude);
        return (
          <g
            key={dealer.DealerNumber}
            role="button"
            tabIndex={0}
            aria-pressed={active}
            aria-label={`${i + 1}. ${dealer.Name}, ${dealer.City}, ${dealer.State}${miles}`}
            className={active ? `${styles.marker} ${styles.markerActive}` : styles.marker}
            transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
            onClick={() => onSelect(dealer.DealerNumber)}
            onKeyDown={(e) => onKey(e, dealer.DealerNumber)}
          >
            <circle r={active ? 14 : 11} />
            <text textAnchor="middle" dy="0.35em" aria-hidden="true">{i + 1}</text>
          </g>
        );
      })}
      {tiles.length && layers?.attribution ? <text className={styles.attribution} x={WIDTH - 6} y={HEIGHT - 6} textAnchor="end">{layers.attribution}</text> : null}
    </svg>
  );
}
