import { useEffect, useRef, useState } from 'react';
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
  const status = statusOf(zip, place);
  // Settles once the lookup's answer has filled the fields (or there is nothing to fill): a submit waits for it.
  const filled = useRef<(() => void) | null>(null);
  // The code whose answer the fields show; set with the fill, so it is drawn in the same render as the filled values.
  const [filledFor, setFilledFor] = useState<string | null>(null);
  // The fields fill in the render after the lookup's answer shows, so the status and the fields never disagree.
  useEffect(() => {
    if (!found) return;
    const next: Record<string, string> = { city: found.city, zip: found.zip || (zip ?? '') };
    if (isStateEnabled(found.country)) Object.assign(next, { country: found.country, state: found.state });
    form.setMany(next);
    setFilledFor(zip);
    // Once per answer: a later render (the person editing the city) must not fill it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found]);
  // A waiting submit goes on in the render that shows the filled values (Formik validates its latest render's values).
  useEffect(() => {
    if (status === 'looking' || (status === 'found' && filledFor !== zip)) return;
    filled.current?.();
    filled.current = null;
  }, [status, filledFor, zip]);

  const lookup = () => {
    const typed = (form.values.zip ?? '').trim();
    if (!typed || !isValidZip(typed, form.values.country) || typed === zip) return;
    filled.current?.();
    form.fillPending(new Promise<void>((resolve) => { filled.current = resolve; }));
    setZip(typed);
  };

  // Short enough for one line of the narrowest ZIP field: the line is kept for them (AddressFields).
  const message = { idle: undefined, looking: 'Finding your city…', found: undefined, 'not-found': ZIP_NOT_FOUND_MESSAGE, failed: undefined }[status];
  return { status, lookup, message };
}
