/** Nesting deeper than this is not walked: no route's schema goes near it, and validation refuses it anyway. */
const MAX_DEPTH = 64;

/** Parsed data only: JSON objects, and the query's and params' objects whose prototype chain is empty. Not a Buffer or a stream. */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * The dotted path of the first value (or object key) in `value` that `isBad` picks, '' for `value` itself, null
 * when there is none. Walks plain objects and arrays only, once each.
 */
export function findPath(value: unknown, isBad: (item: unknown) => boolean, seen = new WeakSet<object>(), depth = 0): string | null {
  if (isBad(value)) return '';
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || seen.has(value)) return null;
  if (!Array.isArray(value) && !isPlainObject(value)) return null;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) {
    if (isBad(key)) return key;
    const inner = findPath(item, isBad, seen, depth + 1);
    if (inner !== null) return inner ? `${key}.${inner}` : key;
  }
  return null;
}

const PARTS = ['params', 'query', 'body', 'headers'] as const;

/** The first part of a request holding a value `isBad` picks: its name as the error handler writes it, and the field. */
export function findInRequest(request: Record<(typeof PARTS)[number], unknown>, isBad: (item: unknown) => boolean): { where: string; field: string } | null {
  for (const part of PARTS) {
    const path = findPath(request[part], isBad);
    if (path === null) continue;
    const where = part === 'query' ? 'querystring' : part;
    return { where: [where, path].filter(Boolean).join('.'), field: path || where };
  }
  return null;
}
