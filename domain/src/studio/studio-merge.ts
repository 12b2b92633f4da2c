import { diffDocumentData } from './studio-diff';

type Data = Record<string, unknown>;

const REMOVED = Symbol('removed');
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function valueAt(data: unknown, keys: string[]): unknown {
  return keys.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Data)[key] : undefined), data);
}

function setAt(data: Data, keys: string[], value: unknown): void {
  let node: Data = data;
  for (const [i, key] of keys.slice(0, -1).entries()) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = /^\d+$/.test(keys[i + 1]) ? [] : {};
    node = node[key] as Data;
  }
  node[keys[keys.length - 1]] = value === undefined ? REMOVED : value;
}

/** Drops what was marked removed: keys of objects, entries of lists (so a removed block closes its gap). */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== REMOVED).map(compact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== REMOVED).map(([key, item]) => [key, compact(item)]));
  }
  return value;
}

/**
 * A three-way merge of one document's data: this person's text (`mine`) on top of a version someone else
 * saved meanwhile (`theirs`), both from the version this person opened (`base`). Their change to a field
 * this person left alone is taken; where both changed the same field this person's text wins, and the
 * field is named in `bothChanged`, so nothing either typed is lost without being said.
 */
export function mergeChanges(base: Data, mine: Data, theirs: Data): { data: Data; bothChanged: string[] } {
  const merged = JSON.parse(JSON.stringify(mine)) as Data;
  const bothChanged: string[] = [];
  for (const { path } of diffDocumentData(base, theirs)) {
    const keys = path.split('.');
    const mineValue = valueAt(mine, keys);
    if (same(mineValue, valueAt(base, keys))) setAt(merged, keys, valueAt(theirs, keys));
    else if (!same(mineValue, valueAt(theirs, keys))) bothChanged.push(path);
  }
  return { data: compact(merged) as Data, bothChanged };
}
