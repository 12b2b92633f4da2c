import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NOT_YET_HYDRATED } from '../support/shell.page';
import { DRAWN_PAGE_PHONE as PHONE, holdShellStart } from '../support/shell-start';

/**
 * A drawn page works the moment it shows: its links are plain links that navigate before (or without)
 * any script, and screen readers read it at once.
 */

const LIST = '/product/montana/fifth-wheels/floorplans';

/** Holds every remote's code (its entry and chunks) until `release()`. Call before page.goto. */
async function holdRemotes(page: Page): Promise<{ release(): void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/remotes/**/*.js*', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release: () => release() };
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('with JavaScript off, links lead from home to a floorplan list, a model, an owner article and back', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText(/forms .* need JavaScript/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Montana', exact: true }).first().click();
  await expect(page).toHaveURL(/\/product\/montana$/);
  await page.getByRole('main').getByRole('link', { name: 'Montana Fifth Wheels' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(heading(page)).toBeVisible();
  const card = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const model = (await card.textContent())!.trim();
  await card.click();
  await expect(page).toHaveURL(/\/floorplans\/[^/]+$/);
  await expect(heading(page)).toContainText(model.replace(/\s*\d{4}$/, ''));
  await page.locator('header').getByRole('link', { name: 'Owner Support' }).first().click();
  await expect(page).toHaveURL(/\/owners$/);
  const articleLink = page.getByRole('main').locator('a[href^="/owners/"]:not([href*="/category/"])').first();
  const [article, href] = [(await articleLink.textContent())!.trim(), (await articleLink.getAttribute('href'))!];
  await articleLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The link's text is the article's title, with a note such as "(video)" after it.
  expect(article).toContain((await heading(page).textContent())!.trim());
  await expect(page.getByRole('main').locator('p').first()).not.toBeEmpty();
  await page.goBack();
  await page.goBack();
  await expect(heading(page)).toContainText(model.replace(/\s*\d{4}$/, ''));
  await page.locator('header').getByRole('link', { name: 'Keystone RV' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Montana', exact: true }).first()).toBeVisible();
  await context.close();
});

test.describe('before the page is hydrated', () => {
  test.use(PHONE);

  test('a tap on a floorplan card while the remotes\' code is held lands on the model page', async ({ page }) => {
    const remotes = await holdRemotes(page);
    await page.goto(LIST, { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    const model = (await card.textContent())!.trim().replace(/\s*\d{4}$/, '');
    await expect(page.locator('[data-server-page]:not([data-live])')).toHaveCount(1);
    await card.tap();
    await expect(page).toHaveURL(/\/floorplans\/[^/]+$/);
    await expect(heading(page)).toContainText(model);
    remotes.release();
  });

  test('a tap on the menu button before any script file has arrived is shown pending, then opens the menu', async ({ page }) => {
    // Every script file held, the shell's starter too: only what the page's HTML carries runs.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\.js(\?|$)/, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Deferred script files run before DOMContentLoaded: held, the page is parsed and shown but never "loaded".
    await page.goto('/owners/generator-will-not-start', { waitUntil: 'commit' });
    // Its name turns to "Close menu" once open.
    const menu = page.getByRole('banner').getByRole('button', { name: /^(Open|Close) menu$/ });
    await expect(menu).toHaveAccessibleName('Open menu');
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-busy', 'true');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAccessibleName('Close menu');
    await expect(menu).not.toHaveAttribute('aria-busy');
    expect(violations).toEqual([]);
  });

  test('axe finds the drawn page\'s headings and landmarks', async ({ page }) => {
    const shell = await holdShellStart(page);
    await page.goto('/product/alpine/fifth-wheels/floorplans/308RL', { waitUntil: 'domcontentloaded' });
    await expect(page.locator(NOT_YET_HYDRATED)).not.toHaveCount(0);
    const results = await new AxeBuilder({ page }).withRules(['page-has-heading-one', 'landmark-one-main', 'landmark-unique', 'region', 'heading-order']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    expect(results.passes.map((p) => p.id)).toEqual(expect.arrayContaining(['page-has-heading-one', 'landmark-one-main']));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(heading(page)).toContainText('308RL');
    shell.release();
  });
});
