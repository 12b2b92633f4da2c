import type { ComponentType } from 'react';
import { loadExposedComponent } from '@rv/shared-lib';

/** Loads a component mfe-catalog exposes (`./floorplan-browser`, `./model-detail`); rejects when it is down. */
export function loadCatalogComponent<P>(exposed: string): Promise<ComponentType<P>> {
  return loadExposedComponent<P>('mfe-catalog', exposed);
}
