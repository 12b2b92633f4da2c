import { useCallback, useRef } from 'react';
import { studioApi } from '@rv/shared-lib/studio';
import { linksToLookUp } from '@rv/domain/studio';
import { useSignedInStaff } from '../session/staff-session';

/**
 * Which links of a document lead nowhere, asked of the API the save asks (each link once per editor), as
 * the lookup keys the schema's link check reads. A lookup that fails judges nothing: the save checks again.
 */
export function useLinkLookup(): (data: Record<string, unknown>) => Promise<ReadonlySet<string>> {
  const staff = useSignedInStaff();
  const known = useRef(new Map<string, boolean>());
  return useCallback(async (data) => {
    const keys = [...linksToLookUp(data).keys()];
    const unknown = keys.filter((key) => !known.current.has(key));
    if (unknown.length) {
      try {
        const { missing } = await studioApi.checkLinks(staff, unknown);
        for (const key of unknown) known.current.set(key, missing.includes(key));
      } catch {
        // Judged again on the next change, and by the save.
      }
    }
    return new Set(keys.filter((key) => known.current.get(key) === true));
  }, [staff]);
}
