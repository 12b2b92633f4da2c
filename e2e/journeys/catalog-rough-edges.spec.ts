import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { BuildPage } from '../support/build.page';
import { CatalogPage } from '../support/catalog.page';

/**
 * the consumer catalogue's rough edges: Clear All and the sort, a brand in the /product query,
 * the 360° button, the floorplan drawing's subtitle, the inventory and tow-vehicle controls, and counts of one.
 */

/** Drawn as the site's form controls: at least 44 px tall (a touch target) in the page's 16 px font, with a border. */
async function expectFormControl(control: Locator) {
  const look = await control.evaluate((el) => {
    const style = getComputedStyle(el);
    return { height: el.getBoundingClientRect().height, fontSize: parseFloat(style.fontSize), border: parseFloat(style.borderTopWidth) };
  });
  expect(look.height).toBeGreaterThanOrEqual(44);
  expect(look.fontSize).toBeGreaterThanOrEqual(16);
  expect(look.border).toBeGreaterThanOrEqual(1);
}

test.describe('RV Finder', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('Clear All keeps the sort the shopper chose, and drops one that came with a link', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await test.step('a link with a sort: Clear All goes back to the bare path', async () => {
      await catalog.open('/product?sleeps=4,6&sort=price:asc');
      await catalog.panelReady();
      await catalog.panel().getByRole('button', { name: 'Clear All' }).click();
      await expect(page).toHaveURL(/\/product$/);
      await expect(catalog.sortSelect()).toHaveValue('uniqueId:asc');
    });
    await test.step('a sort chosen with Sort By stays through Clear All; the filters go', async () => {
      await catalog.sortSelect().selectOption({ label: 'Price: Low to High' });
      await expect(page).toHaveURL(/sort=price%3Aasc/);
      await catalog.panelReady();
      await catalog.openSection('Layout + Sleep');
      await catalog.setRange('Sleeps', 4, 6);
      await expect(page).toHaveURL(/sleeps=4%2C6/);
      await catalog.panelReady();
      await catalog.panel().getByRole('button', { name: 'Clear All' }).click();
      await expect(page).toHaveURL(/\/product\?sort=price%3Aasc$/);
      await expect(catalog.sortSelect()).toHaveValue('price:asc');
      await expectNoAxeViolations(page);
    });
  });

  test('/product?brandName=cougar opens on Cougar\'s floorplans', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product?brandName=cougar');
    await expect(catalog.region.getByRole('radio', { name: /^Floorplans \(\d+\)$/ })).toBeChecked();
    await expect(catalog.count).toHaveText(/^\d+ floorplans?$/);
    const titles = await catalog.cards().getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    for (const title of titles) expect(title).toMatch(/^Cougar /);
    await expectNoAxeViolations(page);
  });

  test('cards offer Zoom, and 360° only with a tour; the drawing shows its whole subtitle', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product?view=floorplans');
    await expect(catalog.cards()).toHaveCount(12);
    await expect(catalog.region.getByRole('button', { name: /^Zoom/ })).toHaveCount(12);
    // Some floorplans have a tour and some do not (tour-360.spec.ts opens one and checks a card without).
    const tours = await catalog.region.getByRole('button', { name: /^360°/ }).count();
    expect(tours).toBeGreaterThan(0);
    expect(tours).toBeLessThan(12);

    await catalog.cards().first().getByRole('button', { name: /^Zoom/ }).click();
    const drawing = page.getByRole('dialog', { name: /floorplan$/ }).getByRole('img');
    await expect(drawing).toBeVisible();
    const src = (await drawing.getAttribute('src'))!;
    // Drawn inline, the subtitle's box must start inside the drawing (x >= 0), not half off its left edge.
    const subtitle = await page.evaluate(async (url) => {
      const holder = document.createElement('div');
      holder.innerHTML = await (await fetch(url)).text();
      document.body.append(holder);
      const text = [...holder.querySelectorAll('text')].find((t) => t.textContent?.startsWith('Length'))!;
      const box = text.getBBox();
      holder.remove();
      return { text: text.textContent, x: box.x };
    }, src);
    expect(subtitle.text).toMatch(/^Length \d+' \d+" · Sleeps \d+ · \d+ slides?$/);
    expect(subtitle.x).toBeGreaterThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('each card shows its floorplan drawn with its fixtures: bunks in a bunkhouse, a garage in a toy hauler', async ({ page }) => {
    const catalog = new CatalogPage(page);
    for (const path of ['/product/cougar/travel-trailers/floorplans?bunkhouse=true', '/product/raptor/toy-haulers/floorplans']) {
      await catalog.open(path);
      await expect(catalog.cards().first()).toBeVisible();
      // Each card's floorplan thumbnail, fetched as the browser does, with the fixtures it draws.
      const drawn = await catalog.region.locator('article').evaluateAll((cards) => Promise.all(cards.map(async (card) => {
        const img = [...card.querySelectorAll('img')].find((i) => i.alt.endsWith(' floorplan'))!;
        const svg = await (await fetch(img.src)).text();
        return { description: card.querySelector('p')!.textContent!, fixtures: [...new Set([...svg.matchAll(/data-fixture="([^"]+)"/g)].map((m) => m[1]))] };
      })));
      expect(drawn.length).toBeGreaterThan(0);
      for (const { description, fixtures } of drawn) {
        expect(fixtures, description).toEqual(expect.arrayContaining(['bed', 'toilet', 'galley', 'refrigerator', 'entry door', 'overall length']));
        expect(fixtures.includes('bunks'), description).toBe(/Bunk/.test(description));
        expect(fixtures.includes('garage'), description).toBe(/toy hauler/.test(description));
      }
      if (path.includes('bunkhouse')) expect(drawn.every((d) => d.fixtures.includes('bunks'))).toBe(true);
      else expect(drawn.every((d) => d.fixtures.includes('ramp door'))).toBe(true);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('inventory search: the site\'s form controls, distances nearest first', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/inventory');
    const form = page.getByRole('search', { name: 'Search dealer inventory' });
    const within = form.getByRole('combobox', { name: 'Within' });
    expect(await within.locator('option').allTextContents()).toEqual(['25 miles', '50 miles', '100 miles', '250 miles', '500 miles']);
    await expect(within.locator('option:checked')).toHaveText('250 miles');
    for (const control of [form.getByRole('textbox', { name: 'ZIP or postal code' }), within, form.getByRole('combobox', { name: 'Brand' }), form.getByRole('combobox', { name: 'RV type' }), form.getByRole('combobox', { name: 'Max price' })]) {
      await expectFormControl(control);
    }
    await expect(catalog.region.getByRole('heading', { level: 2, name: /^[\d,]+ units? in stock$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the build summary\'s tow-vehicle select is a site form control', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product?brandName=cougar');
    // The first card with Build (a dealer-stock card has none).
    const build = (await catalog.region.getByRole('link', { name: /^Build / }).first().getAttribute('href'))!;
    const summary = new BuildPage(page);
    await summary.open(`${build}/summary`);
    const picker = summary.region.getByRole('combobox', { name: 'Tow vehicle' });
    await expectFormControl(picker);
    await picker.selectOption({ index: 1 });
    await expect(summary.region.getByRole('link', { name: 'Enter your vehicle\'s ratings' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('one floorplan found reads "1 floorplan"', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product?brandName=cougar');
    const name = (await catalog.cards().first().getByRole('heading').getByRole('link').textContent())!.trim();
    await catalog.open(`/spec-finder?q=${encodeURIComponent(name)}`);
    await expect(catalog.region.getByRole('heading', { level: 2 })).toHaveText(`1 floorplan found for “${name}”`);
    await expectNoAxeViolations(page);
  });
});
