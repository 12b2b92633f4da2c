import fs from 'node:fs';
import path from 'node:path';
import { composeRouteTable, installRouteTable, RouteTableError, type DeclaredRoutes, type RouteDeclaration, type RouteDefinition } from '@rv/shared-lib/server';
import type { AppConfig } from '../config';
import { fileStamp } from './file-stamp';
import { localBuild, readBuildContract, readRemotesConfig, type RemoteEntry } from './remotes-config';

/** A remote's entry in /remotes.json with the routes it declares. */
export type RemoteWithRoutes = RemoteEntry & { routes: RouteDeclaration[] };

export interface DeclaredRouteTable {
  /** The composed table; also installed for every `matchRoute` in this process. */
  table: readonly RouteDefinition[];
  /** /remotes.json as the browser gets it: each remote's location and declared routes. */
  remotes: Record<string, RemoteWithRoutes>;
  /** Changes when any remote's declared routes change. */
  version: string;
}

type Config = Pick<AppConfig, 'remotesFile' | 'webRoot'>;

/** A remote served from this server's web root: its routes are in its build (or, in a checkout not yet built, its src). */
function localRoutesFile(config: Config, remote: string, entry: RemoteEntry): string | null {
  const build = localBuild(config.webRoot, remote, entry);
  if (!build) return null;
  const built = path.join(build.dir, 'routes.json');
  if (fileStamp(built) !== null) return built;
  const source = path.join(config.webRoot, remote, 'src', 'routes.json');
  return fileStamp(source) !== null ? source : null;
}

/** The ranges a remote needs of the shared packages: given in REMOTES_FILE, else its served build's contract.json. */
function requiredRanges(config: Config, remote: string, entry: RemoteEntry): RemoteEntry['requires'] {
  if (entry.requires) return entry.requires;
  const build = localBuild(config.webRoot, remote, entry);
  return build ? readBuildContract(build.dir) : undefined;
}

function readRoutesFile(file: string, remote: string): RouteDeclaration[] {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RouteTableError(`${remote}'s routes (${file}) could not be read: ${(error as Error).message}`);
  }
}

/** How often the routes of remotes hosted elsewhere are fetched again (their teams deploy on their own). */
export const REMOTE_ROUTES_REFRESH_MS = 30_000;

/** Where a remote hosted elsewhere publishes its routes: `routesUrl` in REMOTES_FILE, else routes.json beside an absolute entry. */
function remoteRoutesUrl(entry: RemoteEntry): string | null {
  if (entry.routesUrl) return entry.routesUrl;
  return /^https?:\/\//.test(entry.entry) ? new URL('routes.json', entry.entry).href : null;
}

async function fetchRoutes(remote: string, url: string): Promise<RouteDeclaration[]> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch((error: Error) => {
    throw new RouteTableError(`${remote}'s routes could not be fetched from ${url}: ${error.message}`);
  });
  if (!response.ok) throw new RouteTableError(`${remote}'s routes at ${url} answered ${response.status}.`);
  const routes = await response.json().catch(() => null);
  if (!Array.isArray(routes)) throw new RouteTableError(`${remote}'s routes at ${url} are not a JSON list.`);
  return routes;
}

/**
 * Which remote owns which page, from the routes each remote declares: read from each served remote's
 * dist at start and again when a deploy changes one (checked at most once a second); fetched at start
 * and every REMOTE_ROUTES_REFRESH_MS for a remote hosted elsewhere (or given inline in REMOTES_FILE).
 * Two remotes claiming the same paths stop the server at start with a message naming both; a later
 * deploy that clashes is refused (logged once) and the previous table stays.
 */
export async function createDeclaredRoutes(config: Config, log: (message: string) => void): Promise<{ current(): DeclaredRouteTable; close(): void }> {
  const fetched = new Map<string, RouteDeclaration[]>();
  let fetchRound = 0;
  const fetchElsewhere = async () => {
    for (const [remote, entry] of Object.entries(readRemotesConfig(config))) {
      const url = entry.routes || localRoutesFile(config, remote, entry) ? null : remoteRoutesUrl(entry);
      if (!url) continue;
      try {
        const routes = await fetchRoutes(remote, url);
        if (JSON.stringify(routes) !== JSON.stringify(fetched.get(remote))) fetchRound += 1;
        fetched.set(remote, routes);
      } catch (error) {
        // Its pages stay as last known (none before the first success); the next round tries again.
        log((error as Error).message);
      }
    }
  };
  await fetchElsewhere();
  const timer = setInterval(() => void fetchElsewhere(), REMOTE_ROUTES_REFRESH_MS);
  timer.unref();
  let known: (DeclaredRouteTable & { key: string }) | null = null;
  let refusedKey: string | null = null;
  const load = (): DeclaredRouteTable & { key: string } => {
    const remotes = readRemotesConfig(config);
    const files = Object.fromEntries(Object.entries(remotes).map(([remote, entry]) => [remote, entry.routes ? null : localRoutesFile(config, remote, entry)]));
    const contracts = Object.entries(remotes).map(([remote, entry]) => {
      const build = localBuild(config.webRoot, remote, entry);
      return build && fileStamp(path.join(build.dir, 'contract.json'));
    });
    const key = JSON.stringify([fetchRound, config.remotesFile && fileStamp(config.remotesFile), Object.entries(files).map(([remote, file]) => [remote, file, file && fileStamp(file)]), contracts]);
    if (known && (known.key === key || refusedKey === key)) return known;
    refusedKey = key;
    const declared: DeclaredRoutes = {};
    const withRoutes: Record<string, RemoteWithRoutes> = {};
    for (const [remote, entry] of Object.entries(remotes)) {
      const file = files[remote];
      const routes = entry.routes ?? (file ? readRoutesFile(file, remote) : fetched.get(remote) ?? []);
      declared[remote as keyof DeclaredRoutes] = routes;
      // The browser gets where to load the remote from and its routes, not the in-cluster address of routesUrl.
      const requires = requiredRanges(config, remote, entry);
      withRoutes[remote] = { name: entry.name, entry: entry.entry, routes, ...(requires ? { requires } : {}) };
    }
    const table = composeRouteTable(declared);
    installRouteTable(table);
    refusedKey = null;
    return (known = { table, remotes: withRoutes, version: key, key });
  };
  try {
    load();
  } catch (error) {
    clearInterval(timer);
    throw error;
  }
  const current = () => {
    try {
      return load();
    } catch (error) {
      if (!(error instanceof RouteTableError) || !known) throw error;
      log(`A remote's routes were refused, the previous route table stays: ${error.message}`);
      return known;
    }
  };
  return { current, close: () => clearInterval(timer) };
}
