import { expect, test, type Browser } from '@playwright/test';
import { STUDIO_MESSAGES } from '@rv/domain/studio';
import { expectNoAxeViolations } from '../support/axe';
import { StudioPage } from '../support/studio.page';

/**
 * The marketing team changes the home page: an editor (with the second factor) changes the hero and adds a
 * text block, previews it at phone and desktop widths but cannot publish; a publisher publishes; a visitor
 * sees it within the 2 s the README promises; a roll-back brings the old hero back. The journeys run one
 * API process on the embedded database, so the visitor reads through the same replica as the publisher;
 * that a change reaches every other replica within the bound is held on PostgreSQL by api/test/replicas.
 */

const OLD_TITLE = 'Go Beyond';
const IMAGE_ALT = 'A fifth wheel at a show';

async function studioAs(browser: Browser, username: 'staff.editor' | 'staff.publisher') {
  const studio = new StudioPage(await (await browser.newContext()).newPage());
  await studio.signIn(username);
  return studio;
}

/** Reloads the visitor's home page until its hero shows `title`; the time it took from `since`, in ms. */
async function heroShown(page: import('@playwright/test').Page, title: string, since: number): Promise<number> {
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#rv-region-mfe-content').getByRole('heading', { name: title }).first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  return Date.now() - since;
}

test('an editor changes the home hero, a publisher publishes it, the site shows it, and a roll-back brings the old one back', async ({ browser, page: visitor }) => {
  test.setTimeout(180_000);
  const title = `Show Season ${Date.now() % 100000}`;
  await visitor.goto('/');
  await expect(visitor.locator('#rv-region-mfe-content').getByRole('heading', { name: OLD_TITLE }).first()).toBeVisible();

  const editor = await studioAs(browser, 'staff.editor');
  let version = 0;
  await test.step('the editor changes the hero title and image and adds a text block', async () => {
    await editor.openDocument('home_page');
    const slide = editor.item('Slide', 1, 1);
    await slide.getByLabel('Title', { exact: true }).fill(title);
    const library = await editor.openMediaLibrary(slide.getByRole('group', { name: 'Image', exact: true }), 'Choose image');
    // An image without alt text is refused in the shared schema's words before anything is sent.
    await editor.uploadInMediaLibrary(library, '');
    await expect(library.getByText(STUDIO_MESSAGES.altText)).toBeVisible();
    await expectNoAxeViolations(editor.page);
    await editor.uploadInMediaLibrary(library, IMAGE_ALT);
    await expect(library).toBeHidden();
    await expect(slide.getByLabel('Alt text of image')).toHaveValue(IMAGE_ALT);
    await editor.addTextBlock('Our new season is here.');
    version = await editor.save();
  });

  await test.step('the editor previews the draft at 390 and 1366 px, and has no publish button', async () => {
    await editor.tab('Preview');
    for (const width of [390, 1366] as const) {
      await expect(editor.previewFrame(width).getByRole('heading', { name: title }).first()).toBeVisible();
      await expect(editor.previewFrame(width).getByText('Our new season is here.')).toBeVisible();
    }
    await expect(editor.region.getByText('Publishing is for staff with the publisher role.')).toBeVisible();
    await expect(editor.region.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.locator('#rv-region-mfe-content').getByRole('heading', { name: OLD_TITLE }).first()).toBeVisible();
  });

  const publisher = await studioAs(browser, 'staff.publisher');
  await test.step('a publisher publishes it and a visitor sees it within 2 s', async () => {
    await publisher.openDocument('home_page');
    await publisher.region.getByRole('button', { name: `Publish version ${version}` }).click();
    const published = Date.now();
    await expect(publisher.region.getByTestId('document-status')).toContainText(`version ${version} on the site`);
    // The site's content answer holds the change within the promised bound; the page then draws it.
    await expect.poll(async () => JSON.stringify(await (await visitor.request.get('/api/content/v1/single/home_page')).json()), { timeout: 2_000, intervals: [100] }).toContain(title);
    expect(await heroShown(visitor, title, published)).toBeLessThan(5_000);
    // The uploaded image is public: the visitor, with no staff session, loads it, and may keep it.
    const hero = visitor.locator('#rv-region-mfe-content').getByRole('img', { name: IMAGE_ALT }).first();
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
    const image = await visitor.request.get((await hero.getAttribute('src'))!);
    expect(image.status()).toBe(200);
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expectNoAxeViolations(visitor);
  });

  await test.step('the publisher rolls back to the version before and publishes it: the old hero returns', async () => {
    await publisher.tab('History');
    await publisher.region.getByRole('button', { name: `Roll back to version ${version - 1}` }).click();
    const rolledBack = publisher.region.getByRole('button', { name: `Publish version ${version + 1}` });
    await rolledBack.click();
    await expect(publisher.region.getByTestId('document-status')).toContainText(`version ${version + 1} on the site`);
    await heroShown(visitor, OLD_TITLE, Date.now());
    await expect(visitor.locator('#rv-region-mfe-content').getByRole('img', { name: IMAGE_ALT })).toHaveCount(0);
  });
});
