import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForBrowserTakeover } from '../support/shell.page';

const head = (page: Page) => page.evaluate(() => ({
  title: document.title,
  canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
  ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
}));

test.describe('page heads and not-found pages', () => {
  test('tool pages have their own title, canonical and Open Graph tags, after client navigation too', async ({ page, baseURL }) => {
    await page.goto('/');
    await waitForBrowserTakeover(page);
    await test.step('the masthead link to the dealer locator', async () => {
      await page.locator('header').getByRole('link', { name: 'Find a dealer' }).click();
      await expect(page).toHaveURL('/find-a-dealer');
      await expect(page).toHaveTitle('Find a Dealer | Keystone RV');
      const tags = await head(page);
      expect(tags).toEqual(expect.objectContaining({ canonical: `${baseURL}/find-a-dealer`, ogTitle: 'Find a Dealer | Keystone RV', ogUrl: `${baseURL}/find-a-dealer` }));
      expect(tags.description).toMatch(/dealers near you/);
    });
    await test.step('a floorplan list drawn by the server, then a floorplan opened from it', async () => {
      await page.goto('/product/cougar/fifth-wheels/floorplans?utm_source=newsletter');
      await waitForBrowserTakeover(page);
      await expect(page).toHaveTitle('Cougar Fifth Wheels Floorplans | Keystone RV');
      expect((await head(page)).canonical).toBe(`${baseURL}/product/cougar/fifth-wheels/floorplans`);
      const card = page.locator('#rv-region-mfe-catalog').getByRole('link', { name: /^Cougar \w+$/ }).first();
      const name = (await card.textContent())!.trim();
      await card.click();
      await expect(page).toHaveURL(/\/product\/cougar\/fifth-wheels\/floorplans\/\w+$/);
      await expect(page).toHaveTitle(new RegExp(`^\\d{4} ${name} Fifth Wheel \\| Keystone RV$`));
      expect((await head(page)).canonical).toBe(`${baseURL}${new URL(page.url()).pathname}`);
    });
  });

  test('every tool page writes its own head when reached without a page load', async ({ page, baseURL }) => {
    const toolPages: Array<[string, string]> = [
      ['/product', 'Shop Travel Trailers, Fifth Wheels and Toy Haulers'],
      ['/product/cougar/fifth-wheels/specs', 'Cougar Fifth Wheels Specifications'],
      ['/build-my-rv', 'Build and Price Your RV'],
      ['/get-matched', 'Get Matched: Find the Right RV'],
      ['/product-advisor', 'Product Advisor: What Can I Tow?'],
      ['/spec-finder', 'Spec Finder'],
      ['/inventory', 'Find an RV in Stock Near You'],
      ['/contact-us', 'Contact Us'],
    ];
    await page.goto('/');
    await waitForBrowserTakeover(page);
    for (const [path, name] of toolPages) {
      await test.step(path, async () => {
        // What the site's own links do (single-spa's navigateToUrl): a history entry, no page load.
        await page.evaluate((to) => window.history.pushState(null, '', to), path);
        const title = `${name} | Keystone RV`;
        await expect(page).toHaveTitle(title);
        const tags = await head(page);
        expect(tags).toEqual(expect.objectContaining({ canonical: `${baseURL}${path}`, ogTitle: title, ogUrl: `${baseURL}${path}` }));
        expect(tags.description?.length).toBeGreaterThan(40);
      });
    }
  });

  for (const path of ['/model/no-such-model', '/owners/no-such-article', '/keystone-life/no-such-post', '/product/no-such-brand', '/product/cougar/nope/floorplans']) {
    test(`${path} answers 404 and the browser takes the drawn 404 page over without asking again`, async ({ page }) => {
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document') failed.push(`${response.status()} ${response.url()}`);
      });
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await waitForBrowserTakeover(page);
      await expect(page.getByRole('heading', { level: 1, name: /The page you are looking for does not exist/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
});
