import { useState } from 'react';
import { useResource, type ResourceState } from '@rv/shared-lib';
import { isStateEnabled, isValidZip } from '@rv/domain/forms';
import { lookupPlace, type Place } from '../api/geo.resource';
import type { FormController } from './use-form-fields';

/** Shown under the ZIP when the lookup knows no such place: the person types city and state instead. */
export const ZIP_NOT_FOUND_MESSAGE = 'Not found: enter city and state';

export type ZipLookupStatus = 'idle' | 'looking' | 'found' | 'not-found' | 'failed';

const statusOf = (zip: string | null, place: ResourceState<Place | null>): ZipLookupStatus => {
  if (zip === null) return 'idle';
  if (place.status === 'loading') return 'looking';
  if (place.status === 'error') return 'failed';
  return place.data ? 'found' : 'not-found';
};

/**
 * Spec (validation rules): a ZIP lookup fills city, state and zip (and the country, when it is one we offer).
 * Runs when the ZIP field is left with a well-formed code, once per code; a failure only leaves the fields to type.
 */
export function useZipLookup(form: FormController) {
  const [zip, setZip] = useState<string | null>(null);
  const place = useResource(zip === null ? null : `geo/zip:${zip}`, async () => {
    const looked = zip ?? '';
    try {
      const found = await lookupPlace(looked);
      if (found) {
        const next: Record<string, string> = { city: found.city, zip: found.zip || looked };
        if (isStateEnabled(found.country)) Object.assign(next, { country: found.country, state: found.state });
        form.setMany(next);
      }
      return found;
    } catch (error) {
      console.warn('ZIP lookup failed', error);
      throw error;
    }
  }, { seed: false });

  const lookup = () => {
    const typed = (form.values.zip ?? '').trim();
    if (typed && isValidZip(typed, form.values.country)) setZip(typed);
  };

  const status = statusOf(zip, place);
  // Short enough for one line of the narrowest ZIP field: the line is kept for them (AddressFields).
  const message = { idle: undefined, looking: 'Finding your city…', found: undefined, 'not-found': ZIP_NOT_FOUND_MESSAGE, failed: undefined }[status];
  return { status, lookup, message };
}
