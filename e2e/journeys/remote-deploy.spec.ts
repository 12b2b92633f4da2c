import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildChangedRemote, copyWebParts, filesOf, freePort, REPO, startServer, WEB_PARTS, writeRemotesFile } from '../support/deployed-site';

/**
 * A team ships its remote alone: mfe-content's source gets a new page (a route it declares, with its
 * own title) and a changed component, its own webpack build runs, and its dist is copied into a running
 * server's web root, the build it replaces kept beside it. Nothing else is built or touched; pointing
 * remotes.json at the previous build rolls it back, and so does copying the previous dist back. A build
 * that needs another major version of the platform is refused: its region shows the fallback.
 */
const REMOTE = 'mfe-content';
const NEW_PAGE = '/towing-checklist';
const packageJson = (part: string) => JSON.parse(fs.readFileSync(path.join(REPO, part, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
/** The platform version the shell provides, and the range the remote's own build declares. */
const PLATFORM = packageJson('shared-lib').version;
const DECLARED = packageJson(REMOTE).dependencies['@rv/shared-lib'];

function addPageAndChangeComponent(dir: string): void {
  const routes = JSON.parse(fs.readFileSync(path.join(dir, 'src', 'routes.json'), 'utf8'));
  routes.push({ name: 'towingChecklist', pattern: NEW_PAGE, head: { title: 'Towing checklist', description: 'What to check before every trip.' } });
  fs.writeFileSync(path.join(dir, 'src', 'routes.json'), JSON.stringify(routes));
  fs.writeFileSync(path.join(dir, 'src', 'pages', 'towing-checklist.page.tsx'), [
    "export function TowingChecklistPage() {",
    "  return <main><h1>Towing checklist</h1><p>Hitch locked, chains crossed, breakaway cable on, lights checked.</p></main>;",
    "}",
    '',
  ].join('\n'));
  const pages = path.join(dir, 'src', 'routes.tsx');
  fs.writeFileSync(pages, fs.readFileSync(pages, 'utf8')
    .replace("import { RvTypePage } from './pages/rv-type.page';", "import { RvTypePage } from './pages/rv-type.page';\nimport { TowingChecklistPage } from './pages/towing-checklist.page';")
    .replace('  index: HomePage,', '  index: HomePage,\n  towingChecklist: TowingChecklistPage,'));
  const list = path.join(dir, 'src', 'features', 'blog', 'components', 'article-list.component.tsx');
  fs.writeFileSync(list, fs.readFileSync(list, 'utf8').replace('>Older stories<', '>Earlier stories<'));
}

test.describe('deploying one remote alone', () => {
  test.describe.configure({ timeout: 900_000 });
  let webRoot: string;
  let server: ChildProcess | null = null;
  let origin: string;
  let remotesFile: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    webRoot = copyWebParts('rv-deploy-web-');
    // remotes.json names where each remote's build is, as an operator's REMOTES_FILE does.
    remotesFile = path.join(webRoot, 'remotes.json');
    writeRemotesFile(remotesFile);
    const port = await freePort();
    server = await startServer(webRoot, port, 'rv-deploy-db-', { REMOTES_FILE: remotesFile });
    origin = `http://127.0.0.1:${port}`;
  });

  /** Puts a new build of the remote in place of its dist, keeping the one it replaces in dist/previous. */
  function deployKeepingPrevious(built: string): string {
    const deployed = path.join(webRoot, REMOTE, 'dist');
    const previous = `${deployed}-previous`;
    fs.renameSync(deployed, previous);
    fs.cpSync(built, deployed, { recursive: true });
    fs.renameSync(previous, path.join(deployed, 'previous'));
    return deployed;
  }

  /** Takes the kept previous build back as the remote's dist (the deploy undone by files). */
  function restorePrevious(): void {
    const deployed = path.join(webRoot, REMOTE, 'dist');
    fs.renameSync(path.join(deployed, 'previous'), `${deployed}-previous`);
    fs.rmSync(deployed, { recursive: true });
    fs.renameSync(`${deployed}-previous`, deployed);
  }

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });

  test('a new page and a changed component ship with the remote\'s own build, and roll back', async ({ page }) => {
    const pageStatus = () => fetch(`${origin}${NEW_PAGE}`).then((r) => r.status);
    expect(await pageStatus()).toBe(404);
    await page.goto(`${origin}/keystone-life`);
    await expect(page.getByRole('link', { name: 'Older stories' })).toBeVisible();

    const built = await buildChangedRemote(REMOTE, addPageAndChangeComponent);
    const others = WEB_PARTS.filter((part) => part !== REMOTE);
    const before = Object.fromEntries(others.map((part) => [part, filesOf(path.join(webRoot, part, 'dist'))]));
    deployKeepingPrevious(built);

    // The server reads the remote's routes.json and server build again within a second of the copy.
    await expect.poll(pageStatus, { timeout: 10_000 }).toBe(200);
    // Drawn by the server too, from the new server build (the first render after a deploy loads it, and a
    // render over the server's time limit goes out undrawn, so a later request is asked for).
    const html = () => fetch(`${origin}${NEW_PAGE}`).then((r) => r.text());
    await expect.poll(html, { timeout: 20_000, message: 'the new page drawn by the server' }).toContain('<h1>Towing checklist</h1>');
    expect(await html()).toContain('<title>Towing checklist | Keystone RV</title>');

    await page.goto(`${origin}${NEW_PAGE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Towing checklist' })).toBeVisible();
    await expect(page).toHaveTitle('Towing checklist | Keystone RV');
    await page.goto(`${origin}/keystone-life`);
    await expect(page.getByRole('link', { name: 'Earlier stories' })).toBeVisible();
    for (const part of others) expect(filesOf(path.join(webRoot, part, 'dist')), `${part} untouched`).toEqual(before[part]);

    // Rolling back is pointing remotes.json at the previous build: its routes, its files, its server build.
    writeRemotesFile(remotesFile, { [REMOTE]: 'previous' });
    await expect.poll(pageStatus, { timeout: 10_000 }).toBe(404);
    await page.goto(`${origin}/keystone-life`);
    await expect(page.getByRole('link', { name: 'Older stories' })).toBeVisible();
    expect(await fetch(`${origin}/keystone-life`).then((r) => r.text())).toContain('>Older stories<');

    // Or putting the previous build's files back, remotes.json naming the remote's dist again.
    writeRemotesFile(remotesFile);
    await expect.poll(pageStatus, { timeout: 10_000 }).toBe(200);
    restorePrevious();
    await expect.poll(pageStatus, { timeout: 10_000 }).toBe(404);
    await page.goto(`${origin}/keystone-life`);
    await expect(page.getByRole('link', { name: 'Older stories' })).toBeVisible();
  });

  test('a build against another major version of the platform is refused: its fallback shows, the page works', async ({ page }) => {
    const built = await buildChangedRemote(REMOTE, (dir) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      pkg.dependencies['@rv/shared-lib'] = '^2.0.0';
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
    });
    expect(JSON.parse(fs.readFileSync(path.join(built, 'contract.json'), 'utf8')).requires['@rv/shared-lib']).toBe('^2.0.0');
    deployKeepingPrevious(built);
    const requires = () => fetch(`${origin}/remotes.json`).then((r) => r.json()).then((remotes) => remotes[REMOTE].requires?.['@rv/shared-lib']);
    await expect.poll(requires, { timeout: 10_000 }).toBe('^2.0.0');

    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const response = await page.goto(`${origin}/keystone-life`);
    expect(response?.status()).toBe(200);
    // Not drawn by the server with the refused build either: its region arrives empty.
    expect(await response?.text()).not.toContain('>Older stories<');
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry, this page could not be loaded.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(messages).toContainEqual(expect.stringContaining(`mfe-content is refused: it needs @rv/shared-lib ^2.0.0, and the shell has @rv/shared-lib ${PLATFORM}.`));
    // The rest of the page works: the masthead's link takes the visitor to another remote's page, in place
    // (mfe-forms' dealer locator, which embeds nothing of mfe-content).
    await page.getByRole('banner').getByRole('link', { name: 'Find a dealer' }).click();
    await expect(page).toHaveURL(`${origin}/find-a-dealer`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Nothing of the refused build was fetched (not preloaded by the page's HTML, never loaded by the shell).
    expect(fetched.filter((file) => file.startsWith(`/remotes/${REMOTE}/`))).toEqual([]);
    // Pointing remotes.json at the previous build brings the remote back.
    writeRemotesFile(remotesFile, { [REMOTE]: 'previous' });
    await expect.poll(requires, { timeout: 10_000 }).toBe(DECLARED);
    await page.goto(`${origin}/keystone-life`);
    await expect(page.getByRole('link', { name: 'Older stories' })).toBeVisible();
    restorePrevious();
    writeRemotesFile(remotesFile);
  });
});
