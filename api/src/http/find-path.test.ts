import { findInRequest, findPath } from './find-path';

const isX = (item: unknown) => item === 'x';

describe('findPath', () => {
  it('names the dotted path of the first value or key picked', () => {
    expect(findPath({ a: 'ok', b: { c: ['ok', 'x'] } }, isX)).toBe('b.c.1');
    expect(findPath({ x: 1 }, isX)).toBe('x');
    expect(findPath('x', isX)).toBe('');
    expect(findPath({ a: 1, b: null, c: [true] }, isX)).toBeNull();
  });

  it('walks objects without a prototype (the query and params) but not Buffers, and survives cycles', () => {
    const cyclic: Record<string, unknown> = { a: 'ok' };
    cyclic.self = cyclic;
    expect(findPath(cyclic, isX)).toBeNull();
    expect(findPath(Object.assign(Object.create(null), { q: 'x' }), isX)).toBe('q');
    expect(findPath({ file: Buffer.from('x') }, (item) => item instanceof Uint8Array ? false : isX(item))).toBeNull();
  });
});

describe('findInRequest', () => {
  it('names the part as the error handler does', () => {
    expect(findInRequest({ params: {}, query: { page: 'x' }, body: undefined, headers: {} }, isX)).toEqual({ where: 'querystring.page', field: 'page' });
    expect(findInRequest({ params: {}, query: {}, body: 'x', headers: {} }, isX)).toEqual({ where: 'body', field: 'body' });
    expect(findInRequest({ params: {}, query: {}, body: {}, headers: {} }, isX)).toBeNull();
  });
});
