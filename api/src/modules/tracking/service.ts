import { randomUUID } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import { DATA_LAYER_EVENTS, TRACKING_COOKIES, USER_UID_MAX_AGE_SECONDS } from '@rv/domain/tracking';
import { formMessages } from '@rv/domain/forms';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/errors';
import { insertEvents } from './repository';
import type { TrackingEventsBodySchema } from './schemas';

const UID = /^[A-Za-z0-9-]{8,100}$/;
const MAX_DATA_CHARS = 8192;

/** A cookie value URL-decoded; one that is not valid percent-encoding counts as absent (decodeURIComponent throws: a 500). */
function cookieValue(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The request's cookies by name, in a Map: a cookie named constructor or __proto__ is just a name. */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    const value = at > 0 ? cookieValue(pair.slice(at + 1).trim()) : undefined;
    if (value !== undefined) cookies.set(pair.slice(0, at).trim(), value);
  }
  return cookies;
}

/**
 * The first-party ids: kept when the cookies already hold well-formed ones, else new. HttpOnly: no
 * script reads them (the browser gets the ids in this call's answer); Secure follows PUBLIC_BASE_URL.
 */
export function trackingIds(cookieHeader: string | undefined, secure: boolean) {
  const cookies = readCookies(cookieHeader);
  const known = (name: string) => {
    const value = cookies.get(name) ?? '';
    return UID.test(value) ? value : randomUUID();
  };
  const userUid = known(TRACKING_COOKIES.userUid);
  const sessionUid = known(TRACKING_COOKIES.sessionUid);
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    ids: { userUid, sessionUid },
    // The user id lasts 365 days (spec: constants and limits); the session id ends with the browser session.
    setCookies: [
      `${TRACKING_COOKIES.userUid}=${userUid}; Max-Age=${USER_UID_MAX_AGE_SECONDS}; ${flags}`,
      `${TRACKING_COOKIES.sessionUid}=${sessionUid}; ${flags}`,
    ],
  };
}

export async function storeEvents(db: Database, body: Static<typeof TrackingEventsBodySchema>, cookieHeader: string | undefined): Promise<number> {
  const cookies = readCookies(cookieHeader);
  const rows = body.events.map((event, i) => {
    if (!(DATA_LAYER_EVENTS as readonly string[]).includes(event.event)) throw badRequest(formMessages.invalid('event'), `events.${i}.event`);
    const data = event.data ?? {};
    if (JSON.stringify(data).length > MAX_DATA_CHARS) throw badRequest(formMessages.maxLength('data', MAX_DATA_CHARS), `events.${i}.data`);
    return {
      eventName: event.event,
      userUid: event.userUid ?? cookies.get(TRACKING_COOKIES.userUid) ?? null,
      sessionUid: event.sessionUid ?? cookies.get(TRACKING_COOKIES.sessionUid) ?? null,
      pagePath: event.pagePath ?? null,
      data,
      occurredAt: event.occurredAt ?? new Date().toISOString(),
    };
  });
  return insertEvents(db, rows);
}
