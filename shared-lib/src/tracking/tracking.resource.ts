import { serviceClient } from '../api/http-client';
import type { DataLayerEventName } from '@rv/domain/tracking';

export interface TrackingIds {
  userUid: string;
  sessionUid: string;
}

export interface TrackingEventPayload {
  event: DataLayerEventName;
  userUid?: string;
  sessionUid?: string;
  pagePath?: string;
  occurredAt?: string;
  data?: Record<string, unknown>;
}

/** POST /api/tracking/session: the first-party ids; the server also sets them as cookies. */
export async function startTrackingSession(): Promise<TrackingIds> {
  const { data } = await serviceClient('middleware').post<TrackingIds>('/tracking/session');
  return data;
}

/** POST /api/tracking/events: stores data-layer events (1 to 25 per call). */
export async function sendTrackingEvents(events: TrackingEventPayload[]): Promise<number> {
  const { data } = await serviceClient('middleware').post<{ stored: number }>('/tracking/events', { events });
  return data.stored;
}
