import { calendarDay, compareText, formatCalendarDate, formatUsDollars, formatUsNumber, isPostalCode } from './en-us';

describe('formatCalendarDate', () => {
  it.each([
    ['2025-03-04', 'Mar 4, 2025'],
    ['2025-12-31T23:30:00-05:00', 'Jan 1, 2026'],
    ['2021-02-14T00:00:00Z', 'Feb 14, 2021'],
    [new Date(Date.UTC(2024, 6, 9)), 'Jul 9, 2024'],
  ])('shows %s as %s, the day read in UTC', (value, shown) => {
    expect(formatCalendarDate(value)).toBe(shown);
  });

  it('pads the day to two digits when asked', () => {
    expect(formatCalendarDate('2025-03-04', { twoDigitDay: true })).toBe('Mar 04, 2025');
    expect(formatCalendarDate('2025-11-24', { twoDigitDay: true })).toBe('Nov 24, 2025');
  });

  it('reads every month as en-US does', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2025, month, 15));
      expect(formatCalendarDate(date)).toBe(date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
    }
  });

  it.each([null, undefined, '', 'not a date', '2025-13-45'])('shows nothing for %p', (value) => {
    expect(formatCalendarDate(value)).toBe('');
    expect(calendarDay(value)).toBeNull();
  });
});

describe('formatUsNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [8910, '8,910'],
    [1234567.891, '1,234,567.891'],
    [12.5, '12.5'],
    [1.23456, '1.235'],
    [2.0004, '2'],
    [-4321.5, '-4,321.5'],
  ])('shows %p as %p, as Intl.NumberFormat("en-US") does', (value, shown) => {
    expect(formatUsNumber(value)).toBe(shown);
    expect(formatUsNumber(value)).toBe(new Intl.NumberFormat('en-US').format(value));
  });

  it('writes no sign on a value that rounds to zero (where Intl writes "-0")', () => {
    expect(formatUsNumber(-0.0001)).toBe('0');
    expect(formatUsDollars(-0.4)).toBe('$0');
  });

  it('rounds to the decimals asked for', () => {
    expect(formatUsNumber(1999.5, 0)).toBe('2,000');
    expect(formatUsNumber(3.14159, 2)).toBe('3.14');
  });
});

describe('formatUsDollars', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
  it.each([0, 5, 67095, 1234567, 45999.6, -1200])('shows %p in whole dollars as Intl does', (value) => {
    expect(formatUsDollars(value)).toBe(intl.format(value));
  });

  it('writes the sign before the dollar sign', () => {
    expect(formatUsDollars(-1200)).toBe('-$1,200');
    expect(formatUsDollars(67095)).toBe('$67,095');
  });
});

describe('compareText', () => {
  const sorted = (list: string[]) => [...list].sort(compareText);

  it('orders names as localeCompare does, case and accents aside', () => {
    const names = ['Montana', 'alpine', 'Cougar', 'Avalanche', 'Élan', 'Bullet', 'cougar', 'Hideout', 'Springdale', 'Sprinter', 'Arcadia'];
    expect(sorted(names)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0)));
    expect(sorted(names).slice(0, 4)).toEqual(['alpine', 'Arcadia', 'Avalanche', 'Bullet']);
  });

  it('is a total order: equal only for equal text', () => {
    expect(compareText('Cougar', 'cougar')).not.toBe(0);
    expect(compareText('Cougar', 'cougar')).toBe(-compareText('cougar', 'Cougar'));
    expect(compareText('Alpine', 'Alpine')).toBe(0);
  });

  it('orders ISO dates and codes as written', () => {
    expect(sorted(['2026-03-01', '2025-12-31', '2026-01-15'])).toEqual(['2025-12-31', '2026-01-15', '2026-03-01']);
    expect(sorted(['SAVE20', 'SAVE100', 'FREEHITCH'])).toEqual(['FREEHITCH', 'SAVE100', 'SAVE20']);
  });
});

describe('postal codes of the US and Canada', () => {
  it.each(['90210', '90210-1234', 'K1A 0B1', 'k1a0b1', 'K1A-0B1', ' 73301 '])('accepts %p', (text) => expect(isPostalCode(text)).toBe(true));
  it.each(['9021', '902101', '90210-12', 'K1A', 'K1A 0B', '1A1 0B1', 'Moab, UT', ''])('refuses %p', (text) => expect(isPostalCode(text)).toBe(false));
});
