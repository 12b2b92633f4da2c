import { validateForm } from '@rv/domain/forms';
import { SALE_MESSAGES, isCalendarDate, SALE_REGISTRATION_SCHEMA } from './sale-registration';
import { VIN_MESSAGES } from './vin';

const good = { vin: '1M8GDM9AXKP042788', itemId: '22MLS', modelYear: 2026, saleDate: '2026-03-01', buyerRegion: 'in' };
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('a sale registered by VIN: the one schema of the form and the API', () => {
  it('accepts a good sale, the VIN and region read in capitals', () => {
    expect(validateForm(SALE_REGISTRATION_SCHEMA, good)).toEqual([]);
    expect(SALE_REGISTRATION_SCHEMA.cast({ ...good, vin: ' 1m8gdm9axkp042788 ' })).toMatchObject({ vin: '1M8GDM9AXKP042788', buyerRegion: 'IN' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no VIN', { vin: '' }, 'vin', SALE_MESSAGES.vinRequired],
    ['a wrong check digit', { vin: '1M8GDM9A1KP042788' }, 'vin', VIN_MESSAGES.checkDigit],
    ['a short VIN', { vin: '1M8GDM9AXKP04278' }, 'vin', VIN_MESSAGES.length],
    ['an O in the VIN', { vin: '1M8GDM9AXKP04278O' }, 'vin', VIN_MESSAGES.characters],
    ['no model', { itemId: '' }, 'itemId', SALE_MESSAGES.modelRequired],
    ['a model year before 1990', { modelYear: 1980 }, 'modelYear', SALE_MESSAGES.modelYear],
    ['no sale date', { saleDate: '' }, 'saleDate', SALE_MESSAGES.saleDateRequired],
    ['a date that is not in the calendar', { saleDate: '2026-02-30' }, 'saleDate', SALE_MESSAGES.saleDateFormat],
    ['a sale date tomorrow', { saleDate: dayAfter(1) }, 'saleDate', SALE_MESSAGES.saleInFuture],
    ['no buyer region', { buyerRegion: '' }, 'buyerRegion', SALE_MESSAGES.regionRequired],
    ['a three-letter region', { buyerRegion: 'IND' }, 'buyerRegion', SALE_MESSAGES.regionFormat],
  ])('refuses %s in words on its field', (_case, over, field, message) => {
    expect(validateForm(SALE_REGISTRATION_SCHEMA, { ...good, ...over })).toEqual([{ field, message }]);
  });

  it('knows calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
  });
});
