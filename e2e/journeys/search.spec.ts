import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { SearchPage } from '../support/search.page';

test.describe('site search', () => {
  test('the overlay suggests terms and top pages as you type, and opens one', async ({ page }) => {
    const search = new SearchPage(page);
    await page.goto('/');
    await test.step('type in the overlay', async () => {
      await search.openOverlay();
      await search.type('fifth wheel');
      await expect(search.suggestions.getByRole('option').first()).toBeVisible();
      expect(await search.suggestions.getByRole('option').count()).toBeLessThanOrEqual(4);
      await expect(search.topSuggestions.getByRole('link')).toHaveCount(3);
      await expectNoAxeViolations(page);
    });
    await test.step('arrow down to a suggestion and see its results', async () => {
      await search.searchbox.press('ArrowDown');
      const first = search.suggestions.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      const term = (await first.textContent()) ?? '';
      await search.searchbox.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?query=${encodeURIComponent(term).replace(/%20/g, '\\+')}`));
      await expect(search.overlay).toHaveCount(0);
    });
    await test.step('open a top tile from the overlay', async () => {
      await page.goto('/');
      await search.openOverlay();
      await search.type('fifth wheel');
      const tile = search.topSuggestions.getByRole('link').first();
      const href = await tile.getAttribute('href');
      await tile.click();
      await expect(page).toHaveURL(href!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('a model reference id lands on its floorplan first', async ({ page }) => {
    const search = new SearchPage(page);
    await page.goto('/');
    await search.openOverlay();
    await search.type('308RL');
    await search.searchbox.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=308RL&owners=false/);
    const first = search.results.first().getByRole('link');
    await expect(first).toHaveText('Alpine 308RL');
    await expect(first).toHaveAttribute('href', '/product/alpine/fifth-wheels/floorplans/308RL');
    await expectNoAxeViolations(page);
    await first.click();
    await expect(page).toHaveURL('/product/alpine/fifth-wheels/floorplans/308RL');
  });

  test('the results page filters by category and pages', async ({ page }) => {
    const search = new SearchPage(page);
    await search.openResults('fifth wheel');
    await test.step('the masthead hides its search toggle on /search', async () => {
      await expect(page.locator('header').getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
    });
    await expect(search.results).toHaveCount(10);
    await expectNoAxeViolations(page);
    await test.step('filter by a category', async () => {
      await search.facet.getByRole('link', { name: /^Floorplans/ }).click();
      await expect(page).toHaveURL(/category=Floorplans/);
      await expect(search.facet.getByRole('link', { name: /^Floorplans/ })).toHaveAttribute('aria-current', 'page');
      await expect(search.results.first().locator('p').first()).toHaveText('Floorplans');
      expect(new Set(await search.resultCategories())).toEqual(new Set(['Floorplans']));
    });
    await test.step('page to 2', async () => {
      await search.pager.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/category=Floorplans&page=2/);
      await expect(page.getByText(/^Showing 11-20 of \d+ results/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('typos still find the brand, and owners=true searches owner content', async ({ page }) => {
    const search = new SearchPage(page);
    await search.openResults('montanna');
    await expect(search.results.first().getByRole('link')).toHaveText('Montana');
    await search.openResults('winterize', true);
    await expect(page.getByRole('checkbox', { name: 'Owner content only' })).toBeChecked();
    for (const href of await search.results.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
      expect(href).toMatch(/^\/owners/);
    }
    await expectNoAxeViolations(page);
  });
});
