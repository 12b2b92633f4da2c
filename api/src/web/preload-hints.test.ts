import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forgetFileStamps } from './file-stamp';
import { drawnPagePreloads, preloadTags } from './preload-hints';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'spa', path: './spa', assets: { js: { sync: ['961.aaaaaaaaaa.js', '__federation_expose_spa.bbbbbbbbbb.js'] }, css: { sync: ['961.cccccccccc.css'] } } },
    { name: 'search-overlay', path: './search-overlay', assets: { js: { sync: ['__federation_expose_search_overlay.dddddddddd.js'] }, css: { sync: [] } } },
  ],
};

function webRootWith(remote: string, content: string | null): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-preload-'));
  if (content !== null) {
    fs.mkdirSync(path.join(root, remote, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, remote, 'dist', 'mf-manifest.json'), content);
  }
  return root;
}

describe('preload tags for the page’s remote (no manifest -> entry -> chunk waterfall)', () => {
  const location = { name: 'mfe_content', entry: '/remotes/mfe-content/remoteEntry.js' };

  it('preloads remotes.json, the entry and the ./spa scripts and styles only', () => {
    const tags = preloadTags('mfe-content', location, webRootWith('mfe-content', JSON.stringify(manifest)));
    expect(tags).toEqual([
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/remotes/mfe-content/remoteEntry.js" as="script">',
      '<link rel="preload" href="/remotes/mfe-content/961.cccccccccc.css" as="style">',
      '<link rel="preload" href="/remotes/mfe-content/961.aaaaaaaaaa.js" as="script">',
      '<link rel="preload" href="/remotes/mfe-content/__federation_expose_spa.bbbbbbbbbb.js" as="script">',
    ]);
  });

  it('preloads a build kept beside the current one from its own folder, and nothing of a build the shell refuses', () => {
    const root = webRootWith('mfe-content', null);
    fs.mkdirSync(path.join(root, 'mfe-content', 'dist', 'previous'), { recursive: true });
    fs.writeFileSync(path.join(root, 'mfe-content', 'dist', 'previous', 'mf-manifest.json'), JSON.stringify(manifest));
    const previous = { name: 'mfe_content', entry: '/remotes/mfe-content/previous/remoteEntry.js' };
    expect(preloadTags('mfe-content', previous, root)).toContain('<link rel="preload" href="/remotes/mfe-content/previous/remoteEntry.js" as="script">');
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'contract.json'), JSON.stringify({ provides: { '@rv/shared-lib': '1.0.0' } }));
    forgetFileStamps();
    expect(preloadTags('mfe-content', { ...previous, requires: { '@rv/shared-lib': '^1.0.0' } }, root)).toHaveLength(5);
    expect(preloadTags('mfe-content', { ...previous, requires: { '@rv/shared-lib': '^2.0.0' } }, root)).toEqual(['<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">']);
  });

  it('also preloads the manifest when remotes.json names the remote by its manifest (REMOTES_FILE)', () => {
    const tags = preloadTags('mfe-content', { name: 'mfe_content', entry: '/remotes/mfe-content/mf-manifest.json' }, webRootWith('mfe-content', JSON.stringify(manifest)));
    expect(tags.slice(0, 3)).toEqual([
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/remotes/mfe-content/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/remotes/mfe-content/remoteEntry.js" as="script">',
    ]);
    expect(tags).toHaveLength(6);
  });

  it('only preloads remotes.json for a remote hosted elsewhere, unbuilt, or with a broken manifest', () => {
    const remotesJsonOnly = ['<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">'];
    expect(preloadTags('mfe-content', { name: 'mfe_content', entry: 'https://cdn.example.com/mfe-content/mf-manifest.json' }, webRootWith('mfe-content', JSON.stringify(manifest)))).toEqual(remotesJsonOnly);
    expect(preloadTags('mfe-content', location, webRootWith('mfe-content', null))).toEqual(remotesJsonOnly);
    expect(preloadTags('mfe-content', location, webRootWith('mfe-content', '{not json'))).toEqual(remotesJsonOnly);
    expect(preloadTags('mfe-content', undefined, webRootWith('mfe-content', JSON.stringify(manifest)))).toEqual(remotesJsonOnly);
  });

  it('picks up a new deploy of the remote (a changed manifest) without a restart', () => {
    const root = webRootWith('mfe-content', JSON.stringify(manifest));
    expect(preloadTags('mfe-content', location, root).join()).toContain('961.aaaaaaaaaa.js');
    const next = structuredClone(manifest);
    next.exposes[0].assets.js.sync = ['961.eeeeeeeeee.js'];
    const file = path.join(root, 'mfe-content', 'dist', 'mf-manifest.json');
    fs.writeFileSync(file, JSON.stringify(next));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    forgetFileStamps(); // a second later: the deploy is seen
    const tags = preloadTags('mfe-content', location, root).join();
    expect(tags).toContain('961.eeeeeeeeee.js');
    expect(tags).not.toContain('961.aaaaaaaaaa.js');
  });
});

describe('the preloads of a page drawn on the server', () => {
  it('leaves out the styles and fetches the rest at low priority: the paint needs none of them', () => {
    const tags = preloadTags('mfe-content', { name: 'mfe_content', entry: '/remotes/mfe-content/remoteEntry.js' }, webRootWith('mfe-content', JSON.stringify(manifest)));
    expect(drawnPagePreloads(tags)).toEqual([
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mfe-content/remoteEntry.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mfe-content/961.aaaaaaaaaa.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mfe-content/__federation_expose_spa.bbbbbbbbbb.js" as="script" fetchpriority="low">',
    ]);
  });
});
