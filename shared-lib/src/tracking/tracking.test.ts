import { waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { resetServiceClients, serviceClient } from '../api/http-client';
import { bus } from '../events/event-bus';
import { TRACKING_COOKIES } from '@rv/domain/tracking';
import { CONSENT_COOKIE, hasTrackingConsent, readCookieConsent, writeCookieConsent } from './consent';
import { readCookie, writeCookie } from './cookies';
import { initTracking, leadTrackingFields, resetTracking, trackEvent } from './data-layer';

const accepted = { cookiesAccepted: true, all: false, necessary: true, preferences: false, statistics: true, marketing: false };
let calls: Array<{ url?: string; body: unknown }> = [];

function answer(status: number, data: unknown) {
  serviceClient('middleware').defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    calls.push({ url: config.url, body: config.data ? JSON.parse(config.data as string) : undefined });
    if (status >= 400) return Promise.reject(Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status, data } }));
    return { data, status, statusText: 'OK', headers: {}, config };
  };
}

const clearCookies = () => document.cookie.split(';').forEach((c) => { document.cookie = `${c.split('=')[0].trim()}=; Max-Age=0; Path=/`; });

beforeEach(() => {
  calls = [];
  clearCookies();
  sessionStorage.clear();
  window.dataLayer = [];
  resetServiceClients();
  resetTracking();
});

describe('cookie consent (consumer spec: entities and fields)', () => {
  it('is absent until chosen, then read back with every flag', () => {
    expect(readCookieConsent()).toBeNull();
    expect(hasTrackingConsent()).toBe(false);
    writeCookieConsent(accepted);
    expect(readCookieConsent()).toEqual(accepted);
    expect(hasTrackingConsent()).toBe(true);
  });

  it.each([
    [{ ...accepted, cookiesAccepted: false }, false],
    [{ ...accepted, statistics: false }, false],
    [{ ...accepted, statistics: false, all: true }, true],
  ])('%o allows tracking: %s', (consent, allowed) => {
    expect(hasTrackingConsent(consent)).toBe(allowed);
  });

  it('treats a broken cookie as no choice', () => {
    writeCookie(CONSENT_COOKIE, '{not json');
    expect(readCookieConsent()).toBeNull();
  });

  it('reads a request’s Cookie header on the server the same way', () => {
    const chosen = `theme=dark; ${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ cookiesAccepted: true, all: false }))}`;
    expect(readCookieConsent(chosen)).toMatchObject({ cookiesAccepted: true, all: false, necessary: true });
    expect(readCookieConsent('theme=dark')).toBeNull();
    expect(readCookieConsent('')).toBeNull();
    expect(readCookieConsent(`${CONSENT_COOKIE}=%E0%A4%A`)).toBeNull();
  });
});

describe('tracking ids and events (spec: the calls)', () => {
  it('asks for no ids and stores no event without consent, but still fills the data layer', async () => {
    answer(200, { userUid: 'u', sessionUid: 's' });
    expect(await initTracking()).toBeNull();
    trackEvent('popupFormCompletion', { form: 'popup' });
    expect(window.dataLayer).toEqual([{ event: 'popupFormCompletion', form: 'popup' }]);
    expect(calls).toEqual([]);
    expect(leadTrackingFields('lead')).toEqual({ leadSourceName: 'website', eventName: 'lead' });
  });

  it('with consent gets the ids once and pushes them to the data layer', async () => {
    writeCookieConsent(accepted);
    answer(200, { userUid: 'user-1234', sessionUid: 'session-1234' });
    const [first, second] = await Promise.all([initTracking(), initTracking()]);
    expect(first).toEqual({ userUid: 'user-1234', sessionUid: 'session-1234' });
    expect(second).toBe(first);
    expect(calls.map((c) => c.url)).toEqual(['/tracking/session']);
    expect(window.dataLayer?.[0]).toMatchObject({ userUid: 'user-1234', sessionUid: 'session-1234', leadSourceName: 'website' });
  });

  it('sends events to the API with the cookie ids and announces them on the bus', async () => {
    writeCookieConsent(accepted);
    writeCookie(TRACKING_COOKIES.userUid, 'user-abcdefgh');
    writeCookie(TRACKING_COOKIES.sessionUid, 'session-abcdefgh');
    answer(200, { stored: 1 });
    const seen: unknown[] = [];
    const sub = bus.subscribe('tracking:event', (e) => seen.push(e));
    trackEvent('compareRvSubmit', { brand: 'Montana' });
    sub.unsubscribe();
    expect(seen).toEqual([{ event: 'compareRvSubmit', brand: 'Montana' }]);
    await waitFor(() => expect(calls[0]).toMatchObject({ url: '/tracking/events', body: { events: [{ event: 'compareRvSubmit', userUid: 'user-abcdefgh', sessionUid: 'session-abcdefgh', data: { brand: 'Montana' } }] } }));
  });

  it('a failing tracking call never throws into the page', async () => {
    writeCookieConsent(accepted);
    answer(500, { message: 'down' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await initTracking()).toBeNull();
    expect(() => trackEvent('pageView')).not.toThrow();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it('lead fields carry the ids with consent and the first landing utm source and campaign', () => {
    window.history.replaceState(null, '', '/?utm_source=facebook&utm_campaign=spring');
    writeCookieConsent(accepted);
    writeCookie(TRACKING_COOKIES.userUid, 'user-abcdefgh');
    expect(readCookie(TRACKING_COOKIES.userUid)).toBe('user-abcdefgh');
    expect(leadTrackingFields('requestQuote')).toEqual({
      userUid: 'user-abcdefgh', leadSourceName: 'facebook', leadCampaignName: 'spring', eventName: 'requestQuote',
    });
    window.history.replaceState(null, '', '/');
    expect(leadTrackingFields('x').leadSourceName).toBe('facebook');
  });
});
