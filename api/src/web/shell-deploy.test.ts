import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testAppPerFile, testDbKind } from '../../test/test-app';
import { forgetFileStamps } from './file-stamp';

/** The shell's index.html as a build writes it, naming its entry script (hashed per build). */
const shellIndex = (entry: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>RV</title></head><body><div id="root"></div><script src="/static/${entry}"></script></body></html>`;

describe(`a deploy of the shell reaches a running server (${testDbKind})`, () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-shell-deploy-'));
  const index = path.join(webRoot, 'shell', 'dist', 'index.html');
  fs.mkdirSync(path.dirname(index), { recursive: true });
  fs.writeFileSync(index, shellIndex('main.1111aaaa.js'));
  fs.utimesSync(index, new Date(1_000_000), new Date(1_000_000));
  const ctx = testAppPerFile({ serveWeb: true, config: { webRoot } });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  it('serves pages, kept or not, from the new index.html once it is replaced, without a restart', async () => {
    // A dealer page is kept by the page cache (drawn in the browser only); a consumer page is made each time here.
    const pages = ['/ignite/sales/login', '/privacy-policy'];
    for (const url of [...pages, ...pages]) expect((await ctx().app.inject(url)).body).toContain('main.1111aaaa.js');

    fs.writeFileSync(index, shellIndex('main.2222bbbb.js'));
    fs.utimesSync(index, new Date(2_000_000), new Date(2_000_000));
    forgetFileStamps(); // As after FILE_STAMP_TTL_MS.
    for (const url of pages) {
      const body = (await ctx().app.inject(url)).body;
      expect(body).toContain('main.2222bbbb.js');
      expect(body).not.toContain('main.1111aaaa.js');
    }
  });
});
