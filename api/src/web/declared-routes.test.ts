import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, testDbKind } from '../../test/test-app';
import { createDeclaredRoutes } from './declared-routes';
import { forgetFileStamps } from './file-stamp';
import { REMOTE_NAMES } from './remotes-config';

const REPO = path.join(__dirname, '..', '..', '..');
const REMOTES = REMOTE_NAMES;
const declaredBy = (remote: string) => JSON.parse(fs.readFileSync(path.join(REPO, remote, 'src', 'routes.json'), 'utf8'));

/** A web root holding each remote's built routes.json, as a deploy leaves it. */
function webRootWithRoutes(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-declared-routes-'));
  for (const remote of REMOTES) writeRoutes(root, remote, declaredBy(remote));
  return root;
}

function writeRoutes(root: string, remote: string, routes: unknown): void {
  fs.mkdirSync(path.join(root, remote, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, remote, 'dist', 'routes.json'), JSON.stringify(routes));
}

describe(`pages owned by the routes each remote declares (${testDbKind})`, () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  it('answers a page a remote adds in its own deploy, with the title it declares, and 404 before it', async () => {
    const webRoot = webRootWithRoutes();
    roots.push(webRoot);
    const ctx = await createTestApp({ serveWeb: true, config: { webRoot, remotesFile: '' } });
    try {
      expect((await ctx.app.inject('/towing-guide')).statusCode).toBe(404);
      writeRoutes(webRoot, 'mfe-catalog', [
        ...declaredBy('mfe-catalog'),
        { name: 'towingGuide', pattern: '/towing-guide', head: { title: 'Towing guide', description: 'How to tow a travel trailer.' } },
      ]);
      forgetFileStamps();
      const page = await ctx.app.inject('/towing-guide');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Towing guide | Keystone RV</title>');
      expect(page.body).toContain('<meta name="description" content="How to tow a travel trailer.">');
      const remotes = (await ctx.app.inject('/remotes.json')).json();
      expect(remotes['mfe-catalog'].routes).toContainEqual(expect.objectContaining({ name: 'towingGuide' }));
    } finally {
      await ctx.close();
    }
  });

  it('refuses to start when two remotes claim the same paths, naming both', async () => {
    const webRoot = webRootWithRoutes();
    roots.push(webRoot);
    writeRoutes(webRoot, 'mfe-forms', [...declaredBy('mfe-forms'), { name: 'searchForm', pattern: '/search' }]);
    await expect(createTestApp({ serveWeb: true, config: { webRoot, remotesFile: '' } })).rejects.toThrow(
      'mfe-content route "search" (/search) and mfe-forms route "searchForm" (/search) claim the same paths.',
    );
  });

  it('keeps the previous table when a later deploy clashes, and says so once', async () => {
    const webRoot = webRootWithRoutes();
    roots.push(webRoot);
    const logged: string[] = [];
    const { current: routes, close } = await createDeclaredRoutes({ webRoot, remotesFile: '' }, (message) => logged.push(message));
    const before = routes().table.length;
    writeRoutes(webRoot, 'mfe-owners', [...declaredBy('mfe-owners'), { name: 'ownersWarranty', pattern: '/warranty' }]);
    forgetFileStamps();
    expect(routes().table).toHaveLength(before);
    expect(routes().table).toHaveLength(before);
    close();
    expect(logged).toEqual(["A remote's routes were refused, the previous route table stays: mfe-content route \"warranty\" (/warranty) and mfe-owners route \"ownersWarranty\" (/warranty) claim the same paths."]);
  });

  it('reads a remote hosted elsewhere from the routes.json beside its entry', async () => {
    const served = http.createServer((request, response) => {
      if (request.url === '/forms/routes.json') response.end(JSON.stringify(declaredBy('mfe-forms')));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => served.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(served.address() as AddressInfo).port}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-remotes-elsewhere-'));
    roots.push(dir);
    const remotesFile = path.join(dir, 'remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify(Object.fromEntries(REMOTES.map((remote) => [remote, remote === 'mfe-forms'
      ? { name: 'mfe_forms', entry: `${base}/forms/remoteEntry.js` }
      : { name: remote.replace('-', '_'), entry: `/remotes/${remote}/remoteEntry.js`, routes: declaredBy(remote) }]))));
    try {
      const { current: routes, close } = await createDeclaredRoutes({ webRoot: dir, remotesFile }, () => undefined);
      close();
      expect(routes().table.find((route) => route.name === 'dealerLocator')).toMatchObject({ remote: 'mfe-forms', pattern: '/find-a-dealer' });
      expect(routes().remotes['mfe-forms']).toEqual({ name: 'mfe_forms', entry: `${base}/forms/remoteEntry.js`, routes: declaredBy('mfe-forms') });
    } finally {
      served.close();
    }
  });
});
