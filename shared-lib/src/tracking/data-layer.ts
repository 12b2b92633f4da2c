import { bus } from '../events/event-bus';
import { TRACKING_COOKIES, type DataLayerEventName } from '@rv/domain/tracking';
import type { TrackingField } from '@rv/domain/forms';
import { hasTrackingConsent } from './consent';
import { readCookie } from './cookies';
import { sendTrackingEvents, startTrackingSession, type TrackingIds } from './tracking.resource';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/** Appends to window.dataLayer, creating it if no tag manager did. */
export function pushDataLayer(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/** The ids in the tracking cookies; only read with consent, so no id leaves the browser without it. */
export function readTrackingIds(): Partial<TrackingIds> {
  if (!hasTrackingConsent()) return {};
  return { userUid: readCookie(TRACKING_COOKIES.userUid), sessionUid: readCookie(TRACKING_COOKIES.sessionUid) };
}

const SOURCE_KEY = 'rv-lead-source';

/** Where the visitor came from, kept for the tab's session: the first landing's utm_source and utm_campaign. */
function leadSource(): { leadSourceName: string; leadCampaignName: string } {
  try {
    const stored = sessionStorage.getItem(SOURCE_KEY);
    if (stored) return JSON.parse(stored) as { leadSourceName: string; leadCampaignName: string };
    const query = new URLSearchParams(window.location.search);
    const source = { leadSourceName: query.get('utm_source') ?? 'website', leadCampaignName: query.get('utm_campaign') ?? '' };
    sessionStorage.setItem(SOURCE_KEY, JSON.stringify(source));
    return source;
  } catch {
    return { leadSourceName: 'website', leadCampaignName: '' };
  }
}

/** The tracking fields every lead payload carries (spec: entities and fields; the calls); empty ones are left out. */
export function leadTrackingFields(eventName: string): Partial<Record<TrackingField, string>> {
  const fields: Partial<Record<TrackingField, string>> = { ...readTrackingIds(), ...leadSource(), eventName };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string' && v !== '')) as Partial<Record<TrackingField, string>>;
}

let session: Promise<TrackingIds | null> | null = null;

/**
 * Gets the first-party ids once per page (after consent) and pushes them to the data layer, as the
 * original lead-tracking script did. Resolves null without consent or when the API is unreachable.
 */
export function initTracking(): Promise<TrackingIds | null> {
  if (!hasTrackingConsent()) return Promise.resolve(null);
  session ??= startTrackingSession().then(
    (ids) => {
      pushDataLayer({ ...ids, ...leadSource(), eventName: 'trackingReady' });
      return ids;
    },
    (error: unknown) => {
      console.warn('tracking ids could not be loaded', error);
      session = null;
      return null;
    },
  );
  return session;
}

/**
 * A data-layer event of spec (the calls): pushed to window.dataLayer, announced on the bus for other remotes,
 * and, with consent, stored through /api/tracking/events. Never throws: tracking must not break a page.
 */
export function trackEvent(event: DataLayerEventName, data: Record<string, unknown> = {}): void {
  pushDataLayer({ event, ...data });
  bus.publish('tracking:event', { event, ...data });
  if (!hasTrackingConsent()) return;
  const ids = readTrackingIds();
  sendTrackingEvents([{ event, ...ids, pagePath: window.location.pathname, occurredAt: new Date().toISOString(), data }])
    .catch((error: unknown) => console.warn(`tracking event ${event} was not stored`, error));
}

/** Test seam: forget the page's tracking session. */
export function resetTracking(): void {
  session = null;
}
