import { act, renderHook } from '@testing-library/react';
import { POPUP_COOKIE, markPopupSignedUp, resetServiceClients, serviceClient } from '@rv/shared-lib';
import { usePopupDue } from './use-popup-due';

const settings = { popup_enabled: true, popup_show_times: 2, popup_show_until: '2099-12-31', popup_delay: 0 };

/** Answers GET /single/site_settings through the content client's adapter; null fails the call. */
function answerSettings(data: object | null) {
  resetServiceClients();
  const calls: string[] = [];
  (serviceClient('content').defaults as { adapter: unknown }).adapter = async (config: { url?: string }) => {
    calls.push(String(config.url));
    if (!data) throw new Error('Service Unavailable');
    return { status: 200, statusText: 'OK', data: { data }, headers: {}, config };
  };
  return calls;
}

/** Whether the pop-up is due once every timer the hook set has run and every answer has been handled (fake timers). */
async function dueOnceSettled(allowed: boolean): Promise<boolean> {
  const { result } = renderHook(() => usePopupDue(allowed));
  await act(() => jest.runAllTimersAsync());
  return result.current;
}

/** The hook reads the site settings once and, with them handled, says the pop-up is not due. */
async function expectNotDueAfterReading(calls: string[]) {
  expect(await dueOnceSettled(true)).toBe(false);
  expect(calls).toEqual(['/single/site_settings']);
}

describe('usePopupDue: the forms remote is loaded for the pop-up only when it will show', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.cookie = `${POPUP_COOKIE}=; Max-Age=0; Path=/`;
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('is due after the page load when the settings say the pop-up shows', async () => {
    const calls = answerSettings(settings);
    expect(await dueOnceSettled(true)).toBe(true);
    expect(calls).toEqual(['/single/site_settings']);
  });

  it('is never due for a visitor who has seen it as often as allowed', async () => {
    const calls = answerSettings(settings);
    document.cookie = `${POPUP_COOKIE}=2; Path=/`;
    await expectNotDueAfterReading(calls);
  });

  it('is never due once this browser signed up through it, so the forms remote is not loaded', async () => {
    const calls = answerSettings(settings);
    markPopupSignedUp();
    await expectNotDueAfterReading(calls);
  });

  it('asks nothing before consent (or on the dealer side)', async () => {
    const calls = answerSettings(settings);
    expect(await dueOnceSettled(false)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('stays quiet when the settings cannot be read', async () => {
    const calls = answerSettings(null);
    await expectNotDueAfterReading(calls);
  });
});
