import { cachedRead, serviceClient } from '@rv/shared-lib';
import type { LngLat } from '../map-projection';

/** GET /api/geo/map: where the outlines are (a versioned, long-cached URL) and the optional tile layer. */
export interface MapConfig {
  outlinesUrl: string;
  tileUrl: string | null;
  attribution: string | null;
}

/** US/Canada land rings and state borders, simplified from the bundled atlases. */
export interface MapOutlines {
  land: LngLat[][];
  borders: LngLat[][];
}

export interface MapLayers extends MapConfig {
  outlines: MapOutlines;
}

/** Loads once per page: the outlines are the same for every search. A failure is retried on the next call. */
export function loadMapLayers(): Promise<MapLayers> {
  return cachedRead('map-layers', async () => {
    const client = serviceClient('middleware');
    const { data: config } = await client.get<MapConfig>('/geo/map');
    const { data: outlines } = await client.get<MapOutlines>(config.outlinesUrl, { baseURL: '' });
    return { ...config, outlines };
  });
}
