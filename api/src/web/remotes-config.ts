import fs from 'node:fs';
import { REMOTE_NAMES, type RouteDeclaration } from '@rv/shared-lib/server';
import type { AppConfig } from '../config';

export { REMOTE_NAMES };

export interface RemoteEntry {
  /** Module Federation container name, e.g. mfe_catalog. */
  name: string;
  /**
   * URL of the remote's remoteEntry.js (or, for a remote hosted elsewhere, its mf-manifest.json). The
   * served remotes are named by their entry: with a manifest, the federation runtime would fetch it and
   * work out each exposed module's assets on every load (TBT), which the page's HTML already
   * preloads (preload-hints.ts), and which the remote's own runtime loads with the module.
   */
  entry: string;
  /** Routes given here replace the remote's own routes.json (a remote hosted elsewhere, REMOTES_FILE). */
  routes?: RouteDeclaration[];
  /** Where a remote hosted elsewhere publishes its routes.json, when not beside an absolute entry (an in-cluster address). */
  routesUrl?: string;
}

/** Where each remote lives. REMOTES_FILE replaces the default so a remote can move without a rebuild. */
export function readRemotesConfig(config: Pick<AppConfig, 'remotesFile'>): Record<string, RemoteEntry> {
  if (config.remotesFile) return JSON.parse(fs.readFileSync(config.remotesFile, 'utf8'));
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { name: name.replace('-', '_'), entry: `/remotes/${name}/remoteEntry.js` }]),
  );
}
