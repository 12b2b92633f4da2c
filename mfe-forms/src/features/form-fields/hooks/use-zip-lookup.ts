import { useEffect, useState } from 'react';
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
  const place = useResource(zip === null ? null : `geo/zip:${zip}`, () => lookupPlace(zip ?? '').catch((error: unknown) => {
    console.warn('ZIP lookup failed', error);
    throw error;
  }), { seed: false });
  const found = place.status === 'success' ? place.data : null;
  // The fields fill in the render after the lookup's answer shows, so the status and the fields never disagree.
  useEffect(() => {
    if (!found) return;
    const next: Record<string, string> = { city: found.city, zip: found.zip || (zip ?? '') };
    if (isStateEnabled(found.country)) Object.assign(next, { country: found.country, state: found.state });
    form.setMany(next);
    // Once per answer: a later render (the person editing the city) must not fill it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found]);

  const lookup = () => {
    const typed = (form.values.zip ?? '').trim();
    if (typed && isValidZip(typed, form.values.country)) setZip(typed);
  };

  const status = statusOf(zip, place);
  // Short enough for one line of the narrowest ZIP field: the line is kept for them (AddressFields).
  const message = { idle: undefined, looking: 'Finding your city…', found: undefined, 'not-found': ZIP_NOT_FOUND_MESSAGE, failed: undefined }[status];
  return { status, lookup, message };
}
