import { POPUP_COOKIE, POPUP_SIGNED_UP_KEY, hasSignedUpForPopup, markPopupSignedUp, popupDueInThisBrowser, readPopupViewCount, shouldShowPopup } from './popup-schedule';

describe('when the pop-up shows (spec: states and transitions)', () => {
  const now = new Date('2026-06-01T12:00:00');
  const base = { popup_enabled: true, popup_show_times: 2, popup_show_until: '2099-12-31' };
  it.each([
    ['enabled, never seen', base, 0, true],
    ['seen fewer times than allowed', base, 1, true],
    ['seen as often as allowed', base, 2, false],
    ['disabled', { ...base, popup_enabled: false }, 0, false],
    ['past its show-until date', { ...base, popup_show_until: '2026-05-31' }, 0, false],
    ['on its show-until day', { ...base, popup_show_until: '2026-06-01' }, 0, true],
    ['with no show-until date', { ...base, popup_show_until: '' }, 0, true],
    ['with an unreadable show-until date', { ...base, popup_show_until: 'soon' }, 0, false],
    ['no settings', null, 0, false],
  ])('%s -> %s', (_name, settings, count, shown) => {
    expect(shouldShowPopup(settings, count as number, now)).toBe(shown);
  });
});

describe('the viewed-count cookie', () => {
  afterEach(() => {
    document.cookie = `${POPUP_COOKIE}=; Max-Age=0; Path=/`;
  });
  it('reads 0 when absent and the number when set', () => {
    expect(readPopupViewCount()).toBe(0);
    document.cookie = `${POPUP_COOKIE}=3; Path=/`;
    expect(readPopupViewCount()).toBe(3);
  });
  it('treats an unreadable value as never seen', () => {
    document.cookie = `${POPUP_COOKIE}=abc; Path=/`;
    expect(readPopupViewCount()).toBe(0);
  });
});

describe('a signup through the pop-up (never shown again)', () => {
  const settings = { popup_enabled: true, popup_show_times: 2, popup_show_until: '2099-12-31' };
  afterEach(() => {
    localStorage.clear();
    document.cookie = `${POPUP_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('is due while the count allows it and nobody signed up', () => {
    document.cookie = `${POPUP_COOKIE}=1; Path=/`;
    expect(hasSignedUpForPopup()).toBe(false);
    expect(popupDueInThisBrowser(settings)).toBe(true);
  });

  it('is never due again once this browser signed up, whatever the count', () => {
    markPopupSignedUp();
    expect(localStorage.getItem(POPUP_SIGNED_UP_KEY)).not.toBeNull();
    expect(hasSignedUpForPopup()).toBe(true);
    expect(popupDueInThisBrowser(settings)).toBe(false);
  });

  it('still follows the count when storage cannot be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => { throw new Error('denied'); });
    try {
      expect(hasSignedUpForPopup()).toBe(false);
      expect(popupDueInThisBrowser(settings)).toBe(true);
      document.cookie = `${POPUP_COOKIE}=2; Path=/`;
      expect(popupDueInThisBrowser(settings)).toBe(false);
    } finally {
      getItem.mockRestore();
    }
  });
});
