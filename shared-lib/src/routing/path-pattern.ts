/** Params captured from a path by a pattern such as `/product/:brandName/:type/floorplans`. */
export type RouteParams = Record<string, string>;

/**
 * Matches a path against a pattern of literal segments and `:name` params. A param may carry a
 * literal suffix (`:company-life` captures `company` from `keystone-life`). Trailing slashes are ignored.
 */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const have = pathSegments(pathname);
  return have && matchSegments(pattern, have);
}

/** A path's decoded segments, or null when one is not valid percent-encoding (no pattern matches it). */
export function pathSegments(pathname: string): string[] | null {
  const segments = split(pathname).map(safeDecode);
  return segments.includes(null) ? null : (segments as string[]);
}

/** matchPath for a path already split by pathSegments: the route table tries one path against every route. */
export function matchSegments(pattern: string, have: readonly string[]): RouteParams | null {
  const want = compiled(pattern);
  if (want.length !== have.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i];
    const actual = have[i];
    if (typeof segment === 'string') {
      if (segment !== actual) return null;
      continue;
    }
    if (!actual.endsWith(segment.suffix) || actual.length === segment.suffix.length) return null;
    params[segment.name] = actual.slice(0, actual.length - segment.suffix.length);
  }
  return params;
}

/** A pattern's segments: a literal, or a param's name and literal suffix. */
type PatternSegment = string | { name: string; suffix: string };
const compiledPatterns = new Map<string, PatternSegment[]>();

/**
 * A pattern split once: the shell matches the path against every route on each single-spa activity
 * check (every navigation and every remote's check), and the route table is fixed.
 */
function compiled(pattern: string): PatternSegment[] {
  let segments = compiledPatterns.get(pattern);
  if (!segments) {
    segments = split(pattern).map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const [name, ...suffixParts] = segment.slice(1).split('-');
      return { name, suffix: suffixParts.length ? `-${suffixParts.join('-')}` : '' };
    });
    compiledPatterns.set(pattern, segments);
  }
  return segments;
}

/** Fills a pattern's params; missing params throw so a broken link never renders silently. */
export function buildPath(pattern: string, params: RouteParams = {}): string {
  const path = compiled(pattern)
    .map((segment) => {
      if (typeof segment === 'string') return segment;
      const value = params[segment.name];
      if (value === undefined || value === '') throw new Error(`Missing route parameter "${segment.name}" for ${pattern}`);
      return encodeURIComponent(value) + segment.suffix;
    })
    .join('/');
  return `/${path}`;
}

function split(path: string): string[] {
  return path.split('?')[0].split('/').filter(Boolean);
}

function safeDecode(segment: string): string | null {
  // Most segments have nothing to decode; the single-spa router matches every route on every navigation.
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
