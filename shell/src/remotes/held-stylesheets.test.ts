import { isHeldStylesheet, SKIP_HELD_STYLESHEETS } from './held-stylesheets';

describe('stylesheets the drawn page holds', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="stylesheet" href="/remotes/mfe-content/server/render-page.d99c97405a.css"><style data-href="961.d2480ce99b.css"></style>';
  });

  it('are told by the markers the server put in <head>, by file name', () => {
    expect(isHeldStylesheet('http://127.0.0.1:8080/remotes/mfe-content/961.d2480ce99b.css')).toBe(true);
    expect(isHeldStylesheet('/remotes/mfe-content/961.d2480ce99b.css?v=2')).toBe(true);
    expect(isHeldStylesheet('/remotes/mfe-content/13.bce1f72b48.css')).toBe(false);
    expect(isHeldStylesheet('/remotes/mfe-content/961.d2480ce99b.js')).toBe(false);
  });

  it('are left out of what the federation runtime applies when it loads a remote; the rest is kept', () => {
    const preloadOps = [{ nameOrAlias: 'mfe_content', exposes: ['./spa'] }, { nameOrAlias: 'mfe_forms', filter: (url: string) => !url.includes('skip') }] as Array<{ nameOrAlias: string; exposes?: string[]; filter?: (url: string) => boolean }>;
    (SKIP_HELD_STYLESHEETS as unknown as { beforePreloadRemote(args: object): void }).beforePreloadRemote({ preloadOps });
    const [content, forms] = preloadOps;
    expect(content.filter!('/remotes/mfe-content/961.d2480ce99b.css')).toBe(false);
    expect(content.filter!('/remotes/mfe-content/13.bce1f72b48.css')).toBe(true);
    expect(content.filter!('/remotes/mfe-content/961.00e4676e40.js')).toBe(true);
    expect(forms.filter!('/remotes/mfe-forms/skip.js')).toBe(false);
    expect(forms.filter!('/remotes/mfe-forms/961.d2480ce99b.css')).toBe(false);
  });
});
