import fs from 'node:fs';
import path from 'node:path';
import { contractRefusal, REMOTE_NAMES, type RequiredRanges, type RouteDeclaration } from '@rv/shared-lib/server';
import { fileStamp } from './file-stamp';
import type { AppConfig } from '../config';

export { REMOTE_NAMES };

export interface RemoteEntry {
  /** Module Federation container name, e.g. mfe_catalog. */
  name: string;
  /**
   * URL of the remote's remoteEntry.js, or for a remote hosted elsewhere its mf-manifest.json. A served remote
   * is named by its entry: the page already preloads its assets, so the runtime need not work them out from a manifest.
   */
  entry: string;
  /** Routes given here replace the remote's own routes.json (a remote hosted elsewhere, REMOTES_FILE). */
  routes?: RouteDeclaration[];
  /** Where a remote hosted elsewhere publishes its routes.json, when not beside an absolute entry (an in-cluster address). */
  routesUrl?: string;
  /** The ranges the remote needs of the shared packages: its build's contract.json, or given here for a remote hosted elsewhere. */
  requires?: RequiredRanges;
}

/** A build of a remote served by this server: its folder in the web root and the URL prefix it is served under. */
export interface LocalBuild {
  dir: string;
  prefix: string;
}

/**
 * Where the build a remote's entry names lies in the web root, or null for a remote hosted elsewhere.
 * `/remotes/<name>/remoteEntry.js` is `<name>/dist`; a build kept beside it, `/remotes/<name>/<folder>/remoteEntry.js`,
 * is `<name>/dist/<folder>`, so pointing remotes.json at a previous build rolls a deploy back.
 */
export function localBuild(webRoot: string, remote: string, entry: Pick<RemoteEntry, 'entry'> | undefined): LocalBuild | null {
  const base = `/remotes/${remote}/`;
  const url = entry?.entry.split(/[?#]/)[0] ?? '';
  if (!url.startsWith(base)) return null;
  const folder = path.posix.dirname(url.slice(base.length));
  if (folder.split('/').some((part) => part === '..' || part === '')) return null;
  return folder === '.' ? { dir: path.join(webRoot, remote, 'dist'), prefix: base } : { dir: path.join(webRoot, remote, 'dist', ...folder.split('/')), prefix: `${base}${folder}/` };
}

const contracts = new Map<string, { stamp: number | null; ranges: RequiredRanges | undefined }>();

/**
 * The ranges in a build's contract.json (a remote's requires, the shell's provides), read again when a
 * deploy changes the file; none when it has none (a build older than the contract) or it cannot be read.
 */
export function readBuildContract(dir: string): RequiredRanges | undefined {
  const file = path.join(dir, 'contract.json');
  const stamp = fileStamp(file);
  const known = contracts.get(file);
  if (known && known.stamp === stamp) return known.ranges;
  let ranges: RequiredRanges | undefined;
  try {
    const contract = JSON.parse(fs.readFileSync(file, 'utf8')) as { requires?: RequiredRanges; provides?: RequiredRanges };
    ranges = contract.requires ?? contract.provides;
  } catch {
    ranges = undefined;
  }
  contracts.set(file, { stamp, ranges });
  return ranges;
}

/** Why the shell in the web root refuses a remote's build (its contract), or null. */
export function refusalOf(webRoot: string, remote: string, requires: RequiredRanges | undefined): string | null {
  return contractRefusal(remote, requires, readBuildContract(path.join(webRoot, 'shell', 'dist')) ?? {});
}

/** Where each remote lives. REMOTES_FILE replaces the default so a remote can move without a rebuild. */
export function readRemotesConfig(config: Pick<AppConfig, 'remotesFile'>): Record<string, RemoteEntry> {
  if (config.remotesFile) return JSON.parse(fs.readFileSync(config.remotesFile, 'utf8'));
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { name: name.replace('-', '_'), entry: `/remotes/${name}/remoteEntry.js` }]),
  );
}
