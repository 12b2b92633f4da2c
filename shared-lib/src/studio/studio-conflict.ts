import axios from 'axios';
import type { StudioConflict } from '@rv/domain/content';

/** The body of a save refused because someone saved first (409), or null for any other failure. */
export function studioConflict(error: unknown): StudioConflict | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 409) return null;
  const body = error.response.data as Partial<StudioConflict> | undefined;
  return body && body.current ? (body as StudioConflict) : null;
}
