import { useRef, useState } from 'react';
import { isStateEnabled, isValidZip } from '@rv/domain/forms';
import { lookupPlace } from '../api/geo.resource';
import type { FormController } from './use-form-fields';

/** Shown under the ZIP when the lookup knows no such place: the person types city and state instead. */
export const ZIP_NOT_FOUND_MESSAGE = 'Not found: enter city and state';

export type ZipLookupStatus = 'idle' | 'looking' | 'found' | 'not-found' | 'failed';

/**
 * Spec (validation rules): a ZIP lookup fills city, state and zip (and the country, when it is one we offer).
 * Runs when the ZIP field is left with a well-formed code; a failure only leaves the fields to type.
 */
export function useZipLookup(form: FormController) {
  const [status, setStatus] = useState<ZipLookupStatus>('idle');
  const lastLooked = useRef('');

  const lookup = async () => {
    const zip = (form.values.zip ?? '').trim();
    if (!zip || zip === lastLooked.current || !isValidZip(zip, form.values.country)) return;
    lastLooked.current = zip;
    setStatus('looking');
    try {
      const place = await lookupPlace(zip);
      if (!place) {
        setStatus('not-found');
        return;
      }
      const next: Record<string, string> = { city: place.city, zip: place.zip || zip };
      if (isStateEnabled(place.country)) Object.assign(next, { country: place.country, state: place.state });
      form.setMany(next);
      setStatus('found');
    } catch (error) {
      console.warn('ZIP lookup failed', error);
      setStatus('failed');
    }
  };

  // Short enough for one line of the narrowest ZIP field: the line is kept for them (AddressFields).
  const message = { idle: undefined, looking: 'Finding your city…', found: undefined, 'not-found': ZIP_NOT_FOUND_MESSAGE, failed: undefined }[status];
  return { status, lookup, message };
}
