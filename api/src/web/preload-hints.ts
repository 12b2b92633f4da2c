import fs from 'node:fs';
import path from 'node:path';
import { fileStamp } from './file-stamp';
import { localBuild, refusalOf, type RemoteEntry } from './remotes-config';

interface ManifestExpose {
  name: string;
  path?: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ManifestExpose[];
}

const manifests = new Map<string, { mtimeMs: number; manifest: RemoteManifest | null }>();

/** A remote's mf-manifest.json from its dist folder, re-read only when the file changes (a deploy; see fileStamp). */
function readManifest(file: string): RemoteManifest | null {
  const mtimeMs = fileStamp(file);
  if (mtimeMs === null) return null;
  const cached = manifests.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: RemoteManifest | null;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteManifest;
  } catch {
    manifest = null;
  }
  manifests.set(file, { mtimeMs, manifest });
  return manifest;
}

const attr = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * <link rel="preload"> tags for what the page's route-owning remote needs on first load (no
 * remotes.json -> remoteEntry -> chunk waterfall): /remotes.json, the remote's entry, and the scripts
 * and styles of its './spa' module, which its mf-manifest.json lists (and the manifest itself when
 * remotes.json names the remote by it, as a REMOTES_FILE may). Only for a remote served from this server
 * (an entry under /remotes/<name>/ whose build is on disk, localBuild) that the shell accepts; a remote
 * hosted elsewhere gets none.
 * The tags match how the browser will ask: fetch() for JSON (crossorigin), plain script and link elements.
 */
export function preloadTags(remote: string, location: RemoteEntry | undefined, webRoot: string): string[] {
  const tags = ['<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">'];
  const build = localBuild(webRoot, remote, location);
  // A remote the shell refuses (its contract) is never loaded: nothing of it to fetch.
  if (!location || !build || refusalOf(webRoot, remote, location.requires)) return tags;
  const { prefix } = build;
  const manifest = readManifest(path.join(build.dir, 'mf-manifest.json'));
  if (!manifest) return tags;
  if (location.entry.endsWith('/mf-manifest.json')) tags.push(`<link rel="preload" href="${attr(location.entry)}" as="fetch" crossorigin="anonymous">`);
  const entry = manifest.metaData.remoteEntry;
  tags.push(`<link rel="preload" href="${attr(prefix + path.posix.join(entry.path ?? '', entry.name))}" as="script">`);
  const spa = manifest.exposes.find((expose) => expose.name === 'spa' || expose.path === './spa');
  for (const file of spa?.assets.css.sync ?? []) tags.push(`<link rel="preload" href="${attr(prefix + file)}" as="style">`);
  for (const file of spa?.assets.js.sync ?? []) tags.push(`<link rel="preload" href="${attr(prefix + file)}" as="script">`);
  return tags;
}

/**
 * A drawn page's preloads: its scripts at low priority and no stylesheets (the drawn ones cover it), so none
 * competes with what its first paint needs. A page the browser draws keeps every preload.
 */
export function drawnPagePreloads(tags: string[]): string[] {
  return tags.filter((tag) => !tag.includes('as="style"')).map((tag) => tag.replace(/>$/, ' fetchpriority="low">'));
}
