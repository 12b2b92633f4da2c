import { composeRouteTable, RouteTableError, type RemoteName, type RequiredRanges, type RouteDeclaration, type RouteDefinition } from '@rv/shared-lib';

/** One remote's location, as /remotes.json gives it. */
export interface RemoteLocation {
  /** Module Federation container name (mfe_catalog). */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** The routes the remote declares (its build's routes.json, which the server adds here). */
  routes?: RouteDeclaration[];
  /** The ranges the remote's build needs of the shared packages (its dist/contract.json). */
  requires?: RequiredRanges;
}

const isRanges = (value: unknown): value is RequiredRanges =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((range) => typeof range === 'string');

export type RemotesFile = Partial<Record<RemoteName, RemoteLocation>>;

export class RemotesFileError extends Error {}

/** Checks the shape of /remotes.json so a broken deploy shows a clear error instead of a blank page. */
export function parseRemotesFile(value: unknown): RemotesFile {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new RemotesFileError('remotes.json is not an object of remotes.');
  const result: RemotesFile = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const location = entry as Partial<RemoteLocation> | null;
    if (!location || typeof location.name !== 'string' || typeof location.entry !== 'string' || !location.name || !location.entry) {
      throw new RemotesFileError(`remotes.json entry "${key}" needs a name and an entry URL.`);
    }
    if (location.routes !== undefined && !Array.isArray(location.routes)) throw new RemotesFileError(`remotes.json entry "${key}" has routes that are not a list.`);
    if (location.requires !== undefined && !isRanges(location.requires)) throw new RemotesFileError(`remotes.json entry "${key}" has requires that are not package names with ranges.`);
    result[key as RemoteName] = {
      name: location.name,
      entry: location.entry,
      ...(location.routes ? { routes: location.routes } : {}),
      ...(location.requires ? { requires: location.requires } : {}),
    };
  }
  return result;
}

/** The site's route table from the routes each remote declares; a clash is a RemotesFileError naming both routes. */
export function routeTableOf(file: RemotesFile): readonly RouteDefinition[] {
  try {
    return composeRouteTable(Object.fromEntries(Object.entries(file).map(([remote, location]) => [remote, location?.routes ?? []])));
  } catch (error) {
    if (error instanceof RouteTableError) throw new RemotesFileError(`The site's parts disagree about their pages: ${error.message}`);
    throw error;
  }
}

export async function fetchRemotesFile(url = '/remotes.json'): Promise<RemotesFile> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache' });
  } catch {
    throw new RemotesFileError('remotes.json could not be fetched.');
  }
  if (!response.ok) throw new RemotesFileError(`remotes.json answered ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RemotesFileError('remotes.json is not valid JSON.');
  }
  return parseRemotesFile(body);
}
