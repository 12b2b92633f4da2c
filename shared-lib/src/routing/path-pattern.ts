/** Params captured from a path by a pattern such as `/product/:brandName/:type/floorplans`. */
export type RouteParams = Record<string, string>;

/**
 * Matches a path against a pattern of literal segments and `:name` params. A param may carry a
 * literal suffix (`:company-life` captures `company` from `keystone-life`). Trailing slashes are ignored.
 */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const want = split(pattern);
  const have = split(pathname);
  if (want.length !== have.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i];
    const actual = safeDecode(have[i]);
    if (actual === null) return null;
    if (!segment.startsWith(':')) {
      if (segment !== actual) return null;
      continue;
    }
    const [name, ...suffixParts] = segment.slice(1).split('-');
    const suffix = suffixParts.length ? `-${suffixParts.join('-')}` : '';
    if (!actual.endsWith(suffix) || actual.length === suffix.length) return null;
    params[name] = actual.slice(0, actual.length - suffix.length);
  }
  return params;
}

/** Fills a pattern's params; missing params throw so a broken link never renders silently. */
export function buildPath(pattern: string, params: RouteParams = {}): string {
  const path = split(pattern)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const [name, ...suffixParts] = segment.slice(1).split('-');
      const value = params[name];
      if (value === undefined || value === '') throw new Error(`Missing route parameter "${name}" for ${pattern}`);
      return encodeURIComponent(value) + (suffixParts.length ? `-${suffixParts.join('-')}` : '');
    })
    .join('/');
  return `/${path}`;
}

function split(path: string): string[] {
  return path.split('?')[0].split('/').filter(Boolean);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
