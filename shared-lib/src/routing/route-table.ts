import { matchSegments, pathSegments, type RouteParams } from './path-pattern';
import { STUDIO_PREFIX } from './studio-path';

/** The remotes that own routes (ARCHITECTURE.md "Packages"). */
export type RemoteName = 'mfe-catalog' | 'mfe-content' | 'mfe-owners' | 'mfe-forms' | 'mfe-dealer' | 'mfe-studio';
/** Every route-owning remote, in the layout's region order. */
export const REMOTE_NAMES: readonly RemoteName[] = ['mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer', 'mfe-studio'];

/** Where the server finds the content document that gives a page its head (title, description, image). */
export interface ContentHeadSource {
  /** Document types tried in order. */
  types: string[];
  /** The route param holding the document's uid; without it (and without fixedUid), the type's single document. */
  uid?: string;
  /** A fixed uid, for a route that always shows one document. */
  fixedUid?: string;
}

/** A page's head as its remote declares it: from a content document, or a fixed title and description. */
export interface RouteHead {
  content?: ContentHeadSource;
  title?: string;
  description?: string;
}

/** A route as a remote declares it in its `src/routes.json`; the build copies it beside the remote's manifest. */
export interface RouteDeclaration {
  name: string;
  pattern: string;
  /**
   * Set when the pattern alone cannot tell a page exists (a content slug): the server must look the
   * document up before answering 200, and the remote shows the 404 page when it is missing.
   */
  needsLookup?: 'content-page';
  head?: RouteHead;
}

export interface RouteDefinition extends RouteDeclaration {
  remote: RemoteName;
}

export type DeclaredRoutes = Partial<Record<RemoteName, readonly RouteDeclaration[]>>;

export const DEALER_PREFIX = '/ignite/sales';
/** The one remote that owns the dealer portal's paths, and only those. */
export const DEALER_REMOTE: RemoteName = 'mfe-dealer';
/** Prefixes that one remote alone owns, and that remote owns nothing else. */
const OWNED_PREFIXES: ReadonlyArray<[prefix: string, remote: RemoteName]> = [[DEALER_PREFIX, DEALER_REMOTE], [STUDIO_PREFIX, 'mfe-studio']];
const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
/** First segments the shell and the server keep for themselves: no remote may declare them. */
export const SHELL_SEGMENTS: readonly string[] = ['api', 'remotes', 'static', 'assets', 'icons', 'sw.js', 'sitemap.xml', 'robots.txt', 'remotes.json', 'manifest.webmanifest', 'offline.html'];
/** A route param of this name matches only the configured company slug (the blog's `/{company}-life`). */
const COMPANY_PARAM = 'company';

/** A route table that cannot be composed: two remotes claim the same paths, or a declaration is malformed. */
export class RouteTableError extends Error {
  override name = 'RouteTableError';
}

const STATIC_SEGMENT = /^[a-z0-9][a-z0-9._-]*$/;
const PARAM_SEGMENT = /^:([A-Za-z_][A-Za-z0-9_]*)([a-z0-9._-]*)$/;

/** How specific a segment is: a fixed word beats a param with a fixed ending, which beats a bare param. */
function segmentRank(segment: string): number {
  if (!segment.startsWith(':')) return 3;
  return PARAM_SEGMENT.exec(segment)?.[2] ? 2 : 1;
}

const segmentsOf = (pattern: string) => pattern.split('/').filter(Boolean);

function checkDeclaration(remote: string, route: RouteDeclaration): void {
  const where = `${remote} route "${route?.name ?? '?'}"`;
  if (!route || typeof route.name !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(route.name)) {
    throw new RouteTableError(`${where}: a route needs a name of letters and digits.`);
  }
  if (typeof route.pattern !== 'string' || !route.pattern.startsWith('/')) {
    throw new RouteTableError(`${where}: its pattern must be a path starting with "/".`);
  }
  const segments = segmentsOf(route.pattern);
  const bad = segments.find((segment) => !STATIC_SEGMENT.test(segment) && !PARAM_SEGMENT.test(segment));
  if (bad !== undefined) throw new RouteTableError(`${where}: "${bad}" in ${route.pattern} is neither a word nor a :param.`);
  if (segments[0] && SHELL_SEGMENTS.includes(segments[0])) {
    throw new RouteTableError(`${where}: ${route.pattern} is under /${segments[0]}, which the shell keeps for itself.`);
  }
  for (const [prefix, owner] of OWNED_PREFIXES) {
    const under = isUnder(route.pattern, prefix);
    if (under === (remote === owner)) continue;
    throw new RouteTableError(under
      ? `${where}: ${route.pattern} is under ${prefix}, which only ${owner} may own.`
      : `${where}: ${owner} may own only paths under ${prefix}, not ${route.pattern}.`);
  }
  if (route.needsLookup !== undefined && route.needsLookup !== 'content-page') {
    throw new RouteTableError(`${where}: needsLookup may only be "content-page".`);
  }
}

/** How specific each segment of a pattern is, computed once per route (the shell composes on every page load). */
const ranksOf = (pattern: string) => segmentsOf(pattern).map(segmentRank);

function compareRanks(ra: readonly number[], rb: readonly number[]): number {
  for (let i = 0; i < Math.min(ra.length, rb.length); i += 1) {
    const diff = rb[i] - ra[i];
    if (diff !== 0) return diff;
  }
  return rb.length - ra.length;
}

/**
 * The paths a pattern can match, as one key: a word stands for itself, a param with a fixed ending for
 * that ending, a bare param for any text. Two routes claim the same paths exactly when their keys are
 * equal (same length, same rank at every segment, and segments that can meet), so a clash is one map
 * lookup rather than a comparison of every pair.
 */
function shapeKey(pattern: string): string {
  return segmentsOf(pattern)
    .map((segment) => (segmentRank(segment) === 3 ? segment : `:${PARAM_SEGMENT.exec(segment)?.[2] ?? ''}`))
    .join('/');
}

/**
 * The site's route table, composed at run time from the routes each remote declares: checked (no two
 * routes with one name or the same paths, dealer paths for the dealer remote only, no shell path), and
 * ordered most specific first, so the shell, every remote and the server agree on who owns a path.
 */
export function composeRouteTable(declared: DeclaredRoutes): readonly RouteDefinition[] {
  const routes: RouteDefinition[] = [];
  for (const [remote, list] of Object.entries(declared) as Array<[RemoteName, readonly RouteDeclaration[] | undefined]>) {
    if (!Array.isArray(list)) throw new RouteTableError(`${remote} declares no list of routes.`);
    for (const route of list) {
      checkDeclaration(remote, route);
      routes.push({ ...route, remote });
    }
  }
  const byName = new Map<string, RouteDefinition>();
  const byShape = new Map<string, RouteDefinition>();
  for (const route of routes) {
    const other = byName.get(route.name);
    if (other) throw new RouteTableError(`Route name "${route.name}" is declared by ${other.remote} and ${route.remote}.`);
    byName.set(route.name, route);
    const shape = shapeKey(route.pattern);
    const same = byShape.get(shape);
    if (same) {
      throw new RouteTableError(`${same.remote} route "${same.name}" (${same.pattern}) and ${route.remote} route "${route.name}" (${route.pattern}) claim the same paths.`);
    }
    byShape.set(shape, route);
  }
  const ranks = new Map(routes.map((route) => [route, ranksOf(route.pattern)]));
  return routes.sort((a, b) => compareRanks(ranks.get(a)!, ranks.get(b)!));
}

const TABLE_KEY = Symbol.for('rv.routeTable');
type TableHolder = { [TABLE_KEY]?: readonly RouteDefinition[] };

/**
 * Makes a composed table the one every `matchRoute` reads: the shell installs it from `/remotes.json`,
 * the server before it draws a page. Kept on the global object, so every copy of this module (the
 * server loads each remote's own build) reads the same table.
 */
export function installRouteTable(table: readonly RouteDefinition[]): void {
  (globalThis as TableHolder)[TABLE_KEY] = table;
}

/** The installed route table; empty before the shell or the server has installed one. */
export function currentRouteTable(): readonly RouteDefinition[] {
  return (globalThis as TableHolder)[TABLE_KEY] ?? [];
}

export interface RouteMatch {
  route: RouteDefinition;
  params: RouteParams;
}

/** First segments a bare `/:param` route never claims: the shell's, and those another route starts with. */
function reservedSegments(table: readonly RouteDefinition[]): Set<string> {
  const reserved = new Set<string>([...SHELL_SEGMENTS, DEALER_PREFIX.split('/')[1]]);
  for (const route of table) {
    const first = segmentsOf(route.pattern)[0];
    if (first && segmentRank(first) === 3) reserved.add(first);
  }
  return reserved;
}

/** What matching needs of a table, worked out once per table: its reserved first segments, and which routes start with a bare param. */
interface TableIndex {
  reserved: Set<string>;
  startsWithParam: Set<RouteDefinition>;
}

const indexCache = new WeakMap<readonly RouteDefinition[], TableIndex>();

function indexOf(table: readonly RouteDefinition[]): TableIndex {
  let index = indexCache.get(table);
  if (!index) {
    const startsWithParam = new Set(table.filter((route) => {
      const first = segmentsOf(route.pattern)[0];
      return first !== undefined && segmentRank(first) === 1;
    }));
    indexCache.set(table, (index = { reserved: reservedSegments(table), startsWithParam }));
  }
  return index;
}

/**
 * Finds the route that owns a path. A `:company` param matches only the configured company slug
 * (`/keystone-life`), so other single segments fall through to content pages.
 */
export function matchRoute(pathname: string, companySlug: string, table: readonly RouteDefinition[] = currentRouteTable()): RouteMatch | null {
  const { reserved, startsWithParam } = indexOf(table);
  const segments = pathSegments(pathname);
  if (!segments) return null;
  for (const route of table) {
    const params = matchSegments(route.pattern, segments);
    if (!params) continue;
    if (COMPANY_PARAM in params && params[COMPANY_PARAM] !== companySlug) continue;
    if (startsWithParam.has(route) && reserved.has(segments[0] ?? '')) continue;
    return { route, params };
  }
  return null;
}

export function isDealerPath(pathname: string): boolean {
  return isUnder(pathname, DEALER_PREFIX);
}

/** The maker's staff pages: in the dealer remote, but behind the staff sign-in, never the dealer session. */
export const STAFF_PREFIX = `${DEALER_PREFIX}/maker`;

export function isStaffPath(pathname: string): boolean {
  return isUnder(pathname, STAFF_PREFIX);
}
