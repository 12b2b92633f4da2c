import { canTow, parsePounds } from './tow-match';

describe('product advisor tow match (20% margin on towing capacity and payload)', () => {
  const halfTon = { towingCapacity: 8500, payload: 1800 };
  it.each([
    [{ shippingWeight: 5000, carryingCapacity: 1800, hitchWeight: 700 }, true, undefined],
    [{ shippingWeight: 5000, carryingCapacity: 1800, hitchWeight: 1440 }, true, undefined],
    [{ shippingWeight: 5000, carryingCapacity: 1801, hitchWeight: 700 }, false, 'too heavy'],
    [{ shippingWeight: 5000, carryingCapacity: 1000, hitchWeight: 1441 }, false, 'hitch too heavy'],
    [{ shippingWeight: null, carryingCapacity: 1000, hitchWeight: 700 }, false, 'weights unknown'],
  ])('%j -> %s', (trailer, ok, reason) => {
    const verdict = canTow(halfTon, trailer);
    expect(verdict.ok).toBe(ok);
    expect(verdict.reason).toBe(reason);
    expect(verdict.maxGvwr).toBe(6800);
    expect(verdict.maxHitch).toBe(1440);
  });
  it.each([['8,500', 8500], ['8500 lb', 8500], ['0', null], ['abc', null], ['50000', null], ['12.5', null]])('reads %s as %s', (text, value) => {
    expect(parsePounds(text)).toBe(value);
  });
});
