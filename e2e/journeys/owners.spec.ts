import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { OwnersPage } from '../support/owners.page';

const VIEWPORTS = [{ name: 'desktop', size: { width: 1366, height: 900 } }, { name: 'phone', size: { width: 375, height: 812 } }];

/** Outside players (YouTube) are not the product under test, and the test machine is offline. */
async function stubYoutube(page: Page) {
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Video</title></html>' }));
}

/** Reveal animations finish at once, so axe and clicks never meet a half-faded card. */
async function settle(owners: OwnersPage) {
  await owners.scrollThrough();
  await expectNoAxeViolations(owners.page);
}

for (const viewport of VIEWPORTS) {
  test.describe(`owner support on ${viewport.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport.size);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await stubYoutube(page);
    });

    test('landing, Load More, articles and recently viewed', async ({ page }) => {
      const owners = new OwnersPage(page);
      await test.step('the landing shows its blocks and owner reviews', async () => {
        const response = await owners.visit('/owners');
        expect(response?.status()).toBe(200);
        await expect(owners.h1()).toHaveText('Owner Support');
        await expect(owners.section('Find a solution').getByRole('link', { name: 'Electrical' })).toBeVisible();
        await expect(owners.section('Find a solution').getByRole('link', { name: 'Retired Category' })).toHaveCount(0);
        await expect(owners.cardLinks('Featured articles')).toHaveCount(5);
        await expect(owners.section('What owners say').getByRole('figure').first()).toBeVisible();
        await settle(owners);
      });

      await test.step('the support grid shows 16, then Load More until every article is shown and the button hides', async () => {
        const grid = 'All support articles';
        await expect(owners.cardLinks(grid)).toHaveCount(16);
        const total = await owners.loadAll(grid);
        expect(total).toBe(64);
        await expect(owners.loadMore(grid)).toHaveCount(0);
      });

      await test.step('an article opens with its hero and body; nothing recently viewed yet', async () => {
        await owners.cardLinks('All support articles').filter({ hasText: 'Storing Batteries Over Winter' }).click();
        await expect(page).toHaveURL(/\/owners\/storing-batteries-over-winter$/);
        await expect(owners.h1()).toHaveText('Storing Batteries Over Winter');
        await expect(owners.owners.getByRole('heading', { name: 'Still stuck?' })).toBeVisible();
        await expect(owners.section('Related articles')).toBeVisible();
        await expect(owners.section('Recently viewed')).toHaveCount(0);
        await settle(owners);
      });

      await test.step('the next article lists the first under Recently viewed (cookie, at most 4)', async () => {
        await owners.visit('/owners/generator-will-not-start');
        await expect(owners.cardLinks('Recently viewed')).toHaveText(['Storing Batteries Over Winter']);
        // The list is drawn from the cookie; this article joins it once the page is live in the browser.
        const viewed = async () => (JSON.parse((await owners.cookie('recently-viewed-articles')) ?? '[]') as Array<{ uid: string }>).map((a) => a.uid);
        await expect.poll(viewed).toEqual(['generator-will-not-start', 'storing-batteries-over-winter']);
        await settle(owners);
      });

      await test.step('an unknown article is the 404 page', async () => {
        await owners.open('/owners/no-such-article');
        await owners.expectNotFound();
      });
    });

    test('category and sub-category pages', async ({ page }) => {
      const owners = new OwnersPage(page);
      await owners.visit('/owners/category/electrical');
      await expect(owners.h1()).toHaveText('Electrical');
      // Nineteen articles: one page of 16, then Load More shows the rest and hides (spec: states and transitions; constants and limits).
      await expect(owners.cardLinks('Electrical articles')).toHaveCount(16);
      await owners.loadAll('Electrical articles');
      await expect(owners.cardLinks('Electrical articles')).toHaveCount(19);
      await expect(owners.loadMore('Electrical articles')).toHaveCount(0);
      await settle(owners);
      await owners.section('Topics').getByRole('link', { name: 'Solar' }).click();
      await expect(owners.h1()).toHaveText('Solar');
      await expect(owners.cardLinks('Solar articles')).toHaveCount(5);
      await expect(owners.cardLinks('Solar articles').filter({ hasText: 'Getting the Most from Roof Solar' })).toHaveCount(1);
      await settle(owners);
    });

    test('a brand page with reviews, the video modal, and Change RV Selection', async ({ page }) => {
      const owners = new OwnersPage(page);
      await test.step('the brand page shows its owner reviews and remembers the brand for a year', async () => {
        await owners.visit('/owners/brand/montana');
        await expect(owners.h1()).toHaveText('Montana Owners');
        const reviews = owners.section('Montana owner reviews').getByRole('figure');
        await expect(reviews.first()).toBeVisible();
        await expect(reviews.first()).toContainText('Montana owner');
        await expect(reviews.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
        // Every review shows its owner's stars, read aloud as a rating out of 5.
        const count = await reviews.count();
        await expect(reviews.getByRole('img', { name: /^Rated [1-5] out of 5 stars$/ })).toHaveCount(count);
        expect(await owners.cookie('selected-brand')).toBe('montana');
        const cookie = (await page.context().cookies()).find((c) => c.name === 'selected-brand');
        expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 120);
        await settle(owners);
      });

      await test.step('a guide card opens its illustrated guide in a modal, with no player, which closes on Escape', async () => {
        const videos = owners.section('Illustrated guides');
        if (viewport.name === 'desktop') await expect(videos.getByRole('button', { name: 'Scroll guides left' })).toBeDisabled();
        await videos.getByRole('button', { name: /Open illustrated guide: Winterizing in Ten Minutes/ }).click();
        const modal = owners.dialog('Winterizing in Ten Minutes');
        await expect(modal.getByRole('figure', { name: 'Illustrated guide: Winterizing in Ten Minutes' })).toBeVisible();
        await expect(modal.locator('video')).toHaveCount(0);
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(modal).toHaveCount(0);
      });

      await test.step('Change RV Selection clears the brand and opens the select-an-RV modal; picking one opens its page', async () => {
        await owners.owners.getByRole('button', { name: 'Change RV Selection' }).click();
        const modal = owners.dialog('Select Your RV');
        await expect(modal.getByRole('button', { name: 'Cougar' })).toBeVisible();
        expect(await owners.cookie('selected-brand')).toBeUndefined();
        await expectNoAxeViolations(page);
        await modal.getByRole('button', { name: 'Cougar' }).click();
        await expect(page).toHaveURL(/\/owners\/brand\/cougar$/);
        await expect(owners.h1()).toHaveText('Cougar Owners');
        await expect.poll(() => owners.cookie('selected-brand')).toBe('cougar');
      });

      await test.step("the landing's View All goes to the selected brand's page", async () => {
        await owners.visit('/owners');
        await expect(owners.section('Popular this season').getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/owners/brand/cougar');
      });
    });

    test('how-to list and detail', async ({ page }) => {
      const owners = new OwnersPage(page);
      await owners.visit('/owners-how-to');
      await expect(owners.h1()).toHaveText('Owner How-To Library');
      await expect(owners.cardLinks('Guides')).toHaveCount(10);
      await settle(owners);
      await owners.cardLinks('Guides').filter({ hasText: 'How to Winterize Your RV' }).click();
      await expect(owners.h1()).toHaveText('How to Winterize Your RV');
      await expect(owners.section('Steps').getByRole('listitem')).toHaveCount(5);
      await expect(owners.owners.getByRole('figure', { name: 'Illustrated guide: How to Winterize Your RV' })).toBeVisible();
      await settle(owners);
    });
  });
}
