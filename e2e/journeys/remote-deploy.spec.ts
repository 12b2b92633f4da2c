import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildChangedRemote, copyWebParts, filesOf, freePort, startServer, WEB_PARTS } from '../support/deployed-site';

/**
 * A team ships its remote alone: mfe-content's source gets a new page (a route it declares, with its
 * own title) and a changed component, its own webpack build runs, and its dist is copied into a running
 * server's web root. Nothing else is built or touched, and copying the previous dist back rolls it back.
 */
const REMOTE = 'mfe-content';
const NEW_PAGE = '/towing-checklist';

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

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    webRoot = copyWebParts('rv-deploy-web-');
    const port = await freePort();
    server = await startServer(webRoot, port, 'rv-deploy-db-');
    origin = `http://127.0.0.1:${port}`;
  });

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
    const deployed = path.join(webRoot, REMOTE, 'dist');
    const previous = `${deployed}-previous`;
    fs.renameSync(deployed, previous);
    fs.cpSync(built, deployed, { recursive: true });

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

    // Rolling back is putting the previous build back.
    fs.rmSync(deployed, { recursive: true });
    fs.renameSync(previous, deployed);
    await expect.poll(pageStatus, { timeout: 10_000 }).toBe(404);
    await page.goto(`${origin}/keystone-life`);
    await expect(page.getByRole('link', { name: 'Older stories' })).toBeVisible();
  });
});
