import fs from 'node:fs';
import type { AppConfig } from '../config';

export const REMOTE_NAMES = ['mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer'] as const;

export interface RemoteEntry {
  /** Module Federation container name, e.g. mfe_catalog. */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
}

/** Where each remote lives. REMOTES_FILE replaces the default so a remote can move without a rebuild. */
export function readRemotesConfig(config: Pick<AppConfig, 'remotesFile'>): Record<string, RemoteEntry> {
  if (config.remotesFile) return JSON.parse(fs.readFileSync(config.remotesFile, 'utf8'));
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { name: name.replace('-', '_'), entry: `/remotes/${name}/mf-manifest.json` }]),
  );
}
