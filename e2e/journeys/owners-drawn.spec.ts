import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchEverShown } from '../support/ever-shown';
import { OwnersPage } from '../support/owners.page';
import { DRAWN_PAGE_PHONE as PHONE, holdShellStart } from '../support/shell-start';
import { NOT_YET_HYDRATED } from '../support/shell.page';

/**
 * Owner pages arrive with their content blocks drawn (mfe-content's renderer, handed to mfe-owners' server
 * render), and the browser takes them over in place once that renderer has loaded: no loading note, no
 * second reveal, and the blocks work.
 */

const ARTICLE = '/owners/generator-will-not-start';
const RENDERER = /\/remotes\/mfe-content\/__federation_expose_block_renderer\.[^/]*\.js$/;

/**
 * Opens a drawn owner page with main.js held until `selectors`' elements are tagged, and notes whether a
 * loading note ever shows or a `[hydration]` mismatch is reported; waits for mfe-content's renderer and
 * for the page to be live. The tagged elements keep their tag only if React adopted them.
 */
async function openTagged(page: Page, path: string, selectors: string[]) {
  const loadingSeen = await watchEverShown(page, '[id^="rv-region-"] .rv-page-loading');
  const { release, warnings } = await holdShellStart(page);
  const renderer = page.waitForResponse((response) => RENDERER.test(new URL(response.url()).pathname));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const missing = await page.evaluate((wanted) => wanted.filter((selector) => {
    const element = document.querySelector(selector);
    if (element) (element as unknown as { drawn: boolean }).drawn = true;
    return !element;
  }), selectors);
  expect(missing, 'drawn by the server').toEqual([]);
  release();
  await renderer;
  await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return {
    adopted: () => page.evaluate((wanted) => wanted.filter((selector) => (document.querySelector(selector) as unknown as { drawn?: boolean } | null)?.drawn !== true), selectors),
    loadingSeen,
    warnings,
  };
}

test('an owner article’s how-to is in the server’s HTML, with the stylesheet that draws it', async ({ request }) => {
  const html = await (await request.get(ARTICLE)).text();
  const region = html.slice(html.indexOf('id="rv-region-mfe-owners"'));
  expect(region).toContain('Most no-start problems come down to a short list');
  expect(region).toContain('Check the oil level; a low-oil shutoff will let the engine crank but not run.');
  expect(region).toContain('Is this covered by warranty?');
  // Nothing left for the browser to draw: no boundary the server could not finish, no loading note.
  expect(region).not.toContain('<!--$!-->');
  expect(region).not.toContain('Loading…');
  expect(html).toMatch(/<link rel="stylesheet" href="\/remotes\/mfe-content\/server\/render-page\.[0-9a-f]+\.css">/);
});

test.describe('a drawn owner page in the browser', () => {
  test.use(PHONE);

  test('the article is taken over in place once the renderer has loaded, and its blocks work', async ({ page }) => {
    const owners = new OwnersPage(page);
    const body = 'article > [class*="owners__body"] > section';
    const drawn = await openTagged(page, ARTICLE, [`${body}:first-of-type p`, `${body}[aria-labelledby] .rv-accordion__toggle`]);
    expect(await drawn.adopted(), 'drawn elements the browser built again').toEqual([]);
    expect(await drawn.loadingSeen(), 'a loading note showed in place of the drawn blocks').toBe(false);
    expect(drawn.warnings).toEqual([]);

    await test.step('the FAQ, drawn by the server, opens and closes', async () => {
      const question = owners.owners.getByRole('button', { name: 'Is this covered by warranty?' });
      await question.scrollIntoViewIfNeeded();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(owners.owners.getByText('Contact your dealer to open a claim.')).toBeVisible();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'false');
    });
    await owners.scrollThrough();
    await expectNoAxeViolations(page);
  });

  test('the landing’s blocks are drawn once: the renderer adopts them instead of revealing them again', async ({ page }) => {
    // An owner block (drawn alone with a loading note before), a general one (drawn by the browser before) and the grid after them.
    const drawn = await openTagged(page, '/owners', ['section[aria-label="Find a solution"] a', 'section[class*="content__section"] h2', 'section[aria-label="All support articles"] a']);
    expect(await drawn.adopted(), 'drawn elements the browser built again').toEqual([]);
    expect(await drawn.loadingSeen(), 'a loading note showed in place of the drawn blocks').toBe(false);
    expect(drawn.warnings).toEqual([]);
    await expect(page.getByRole('region', { name: 'Find a solution' }).getByRole('link', { name: 'Electrical' })).toBeVisible();
  });

  test('with mfe-content down, the article keeps its drawn body and offers a retry after it', async ({ page }) => {
    await page.route('**/remotes/mfe-content/**', (route) => route.abort());
    const owners = new OwnersPage(page);
    await owners.visit(ARTICLE);
    await expect(owners.owners.getByRole('alert')).toContainText('Sorry, this part of the page could not be loaded.');
    await expect(owners.owners.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(owners.h1()).toHaveText('Generator Will Not Start');
    await expect(owners.owners.getByText(/Most no-start problems come down to a short list/)).toBeVisible();
  });
});
