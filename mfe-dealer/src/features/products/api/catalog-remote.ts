import type { ComponentType } from 'react';
import { loadExposedComponent, type ExposedName, type PropsOf } from '@rv/shared-lib';

/** Loads a component mfe-catalog exposes (`floorplan-browser`, `model-detail`), typed by the contract; rejects when it is down. */
export function loadCatalogComponent<E extends ExposedName<'mfe-catalog'>>(exposed: E): Promise<ComponentType<PropsOf<'mfe-catalog', E>>> {
  return loadExposedComponent('mfe-catalog', exposed);
}
