import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { ContentPage } from '../support/content.page';

const PHONE = { width: 375, height: 812 };

/** One path per mfe-content page type and the h1 each shows; home has its h1 in the masthead. */
const PAGE_TYPES: Array<[string, string | RegExp]> = [
  ['/', 'Keystone RV'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/about-us', 'About Keystone RV'],
  ['/why-choose-us', 'Why Keystone RV'],
  ['/warranty', 'Warranty'],
  ['/rv-type/fifth-wheels', 'Fifth Wheels'],
  ['/keystone-life', 'Keystone RV Life'],
  ['/keystone-life/boondocking-101', 'Boondocking 101'],
  ['/innovations', 'Innovations'],
  ['/innovations/solarflex-power', 'SolarFlex Power'],
  ['/brochures', 'Brochures'],
  ['/product-lines', 'Product Lines'],
  ['/rv-types', 'RV Types'],
];

test.describe('content pages', () => {
  test.beforeEach(async ({ page }) => {
    // Outside players (YouTube) are not part of the product under test and the test machine is offline.
    await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Video</title></html>' }));
  });

  for (const viewport of [{ name: 'desktop', size: { width: 1366, height: 900 } }, { name: 'phone', size: PHONE }]) {
    for (const [path, h1] of PAGE_TYPES) {
      test(`${path} renders and is axe clean on ${viewport.name}`, async ({ page }) => {
        await page.setViewportSize(viewport.size);
        const content = new ContentPage(page);
        const response = await content.visit(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(h1);
        await expectNoAxeViolations(page);
      });
    }
  }

  test('the home slide banner advances by itself and stops after a manual change', async ({ page }) => {
    await page.clock.install();
    const content = new ContentPage(page);
    await test.step('the first slide shows, then the next after the slide group interval', async () => {
      await content.visit('/');
      // Auto-play starts once the page has loaded and gone idle: its slides then stop announcing themselves.
      await expect(content.slideBanner.locator('[aria-live]')).toHaveAttribute('aria-live', 'off', { timeout: 30_000 });
      // The page's time stops here and moves only by runFor: a slow machine's real seconds move no slide.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
      await content.expectSlide('1 of 3');
      await page.clock.runFor(6_500);
      await content.expectSlide('2 of 3');
    });
    await test.step('choosing a slide stops auto-play for good', async () => {
      await content.slideBanner.getByRole('button', { name: 'Show slide 1' }).click();
      await content.expectSlide('1 of 3');
      await page.clock.runFor(30_000);
      await content.expectSlide('1 of 3');
      await content.slideBanner.getByRole('button', { name: 'Next slide' }).click();
      await content.expectSlide('2 of 3');
      // Auto-play has stopped, so the page's time may run again for axe (it waits on timers).
      await page.clock.resume();
      await expectNoAxeViolations(page);
    });
  });

  test('the slide banner does not move for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const content = new ContentPage(page);
    await content.visit('/');
    await page.clock.runFor(20_000);
    await content.expectSlide('1 of 3');
  });

  test('a reader filters the blog by topic and opens an article', async ({ page }) => {
    const content = new ContentPage(page);
    await test.step('the blog lists the newest stories', async () => {
      await content.visit('/keystone-life');
      await expect(content.storyCards()).toHaveCount(12);
      await expect(content.content.getByRole('link', { name: 'Older stories' })).toBeVisible();
    });
    await test.step('the Recipes topic keeps only recipes', async () => {
      await content.topicFilter().getByRole('link', { name: 'Recipes' }).click();
      await expect(page).toHaveURL(/\/keystone-life\?tag=recipes$/);
      await expect(content.heading(2).filter({ hasText: 'Stories about Recipes' })).toBeVisible();
      await expect(content.content.getByRole('link', { name: 'Campfire Breakfast Burritos' })).toBeVisible();
      await expect(content.content.getByRole('link', { name: 'Boondocking 101' })).toHaveCount(0);
      await expect(content.topicFilter().getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
    });
    await test.step('an article opens with its byline, blocks and SEO', async () => {
      await content.content.getByRole('link', { name: 'Campfire Breakfast Burritos' }).click();
      await expect(page).toHaveURL(/\/keystone-life\/campfire-breakfast-burritos$/);
      await expect(content.heading()).toHaveText('Campfire Breakfast Burritos');
      await expect(content.content.getByText(/^By Tom Lindqvist, Weekend Warrior/)).toBeVisible();
      await expect(page).toHaveTitle('Campfire Breakfast Burritos | Keystone RV');
      await expect(content.meta('[name="description"]')).toHaveAttribute('content', 'Make a dozen on Sunday, eat well all week.');
      await expect(content.meta('[property="og:image"]')).toHaveAttribute('content', /\/api\/media\/scene\/campfire-breakfast-burritos\.svg$/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/keystone-life\/campfire-breakfast-burritos$/);
      await expect(content.meta('[name="google-site-verification"]')).toHaveAttribute('content', 'rv-site-verification-demo');
      await expect(content.meta('[name="msvalidate.01"]')).toHaveCount(0);
      const [article] = await content.jsonLd();
      expect(article).toMatchObject({ '@type': 'Article', headline: 'Campfire Breakfast Burritos' });
      await expectNoAxeViolations(page);
    });
    await test.step('the breadcrumb leads back to the blog', async () => {
      await content.content.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Keystone RV Life' }).click();
      await expect(page).toHaveURL(/\/keystone-life$/);
      await expect(content.storyCards()).toHaveCount(12);
    });
  });

  for (const path of ['/no-such-page', '/keystone-life/no-such-article', '/innovations/no-such-innovation', '/rv-type/no-such-type']) {
    test(`${path} shows the 404 page`, async ({ page }) => {
      const content = new ContentPage(page);
      await content.open(path);
      await content.expectNotFound();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('masthead and footer', () => {
  test('the desktop masthead opens sub-lists, closes on Escape and hides on scroll down', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const content = new ContentPage(page);
    await content.visit('/warranty');
    await test.step('Shop RVs shows the shop panels, Owners its callout', async () => {
      await content.menuButton('Shop RVs').click();
      await expect(content.banner.getByRole('heading', { name: 'Shop by Product Line' })).toBeVisible();
      await expectNoAxeViolations(page);
      await content.menuButton('Owners').click();
      await expect(content.menuButton('Shop RVs')).toHaveAttribute('aria-expanded', 'false');
      await expect(content.banner.getByRole('link', { name: /Owner How-To/ })).toBeVisible();
    });
    await test.step('Escape closes it and focus returns to its header', async () => {
      await page.keyboard.press('Escape');
      await expect(content.menuButton('Owners')).toHaveAttribute('aria-expanded', 'false');
      await expect(content.menuButton('Owners')).toBeFocused();
    });
    await test.step('scrolling down hides it, scrolling up brings it back', async () => {
      await page.mouse.wheel(0, 1200);
      await expect(content.banner).toHaveAttribute('data-hidden', 'true');
      await page.mouse.wheel(0, -300);
      await expect(content.banner).not.toHaveAttribute('data-hidden', 'true');
    });
  });

  test('the phone masthead keeps an open sub-list open and follows a link', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const content = new ContentPage(page);
    await content.visit('/privacy-policy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await content.menuButton('Explore').click();
    await content.menuButton('Explore').click();
    await expect(content.menuButton('Explore')).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brochures' }).click();
    await expect(page).toHaveURL(/\/brochures$/);
    await expect(content.heading()).toHaveText('Brochures');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the logo is the h1 only on home and the search toggle is hidden on /search', async ({ page }) => {
    const content = new ContentPage(page);
    await content.visit('/');
    await expect(content.banner.getByRole('heading', { level: 1, name: 'Keystone RV' })).toBeVisible();
    await content.visit('/innovations');
    await expect(content.banner.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(content.banner.getByRole('button', { name: 'Search' })).toBeVisible();
    await content.open('/search?query=solar');
    await expect(content.banner.getByRole('link', { name: 'Find a dealer' })).toBeVisible();
    await expect(content.banner.getByRole('button', { name: 'Search' })).toHaveCount(0);
  });

  test('the footer shows only on summary paths of the consumer layout', async ({ page }) => {
    const content = new ContentPage(page);
    await content.visit('/warranty');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await content.open('/build-my-rv/cougar/travel-trailers/22MLS/summary');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Go Beyond')).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Warranty' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });

  test('the footer link columns are accordions on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const content = new ContentPage(page);
    await content.open('/build-my-rv/cougar/travel-trailers/22MLS/summary');
    const footer = page.getByRole('contentinfo');
    const owners = footer.getByRole('button', { name: /Owners/ });
    await expect(owners).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Warranty' })).toBeHidden();
    await owners.click();
    await expect(footer.getByRole('link', { name: 'Warranty' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
