import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const S = '/ignite/sales';
const STOCK_LABEL = 'Dealer Stock Only';

/** Floorplan links (their hrefs) on every page of a floorplan list, following "Next page" to the end. */
async function floorplanHrefsOfEveryPage(region: Locator): Promise<string[]> {
  const hrefs: string[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    await expect(region.getByRole('article').first()).toBeVisible();
    await expect(region.getByText(STOCK_LABEL), `no dealer-stock label on page ${pageNumber}`).toHaveCount(0);
    hrefs.push(...await region.getByRole('article').getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)));
    const next = region.getByRole('link', { name: 'Next page' });
    if (!(await next.isVisible())) return hrefs;
    await next.click();
    await expect(region.getByRole('link', { name: `Page ${pageNumber + 1}`, exact: true })).toHaveAttribute('aria-current', 'page');
  }
}

/** dealers see no floorplan sold from dealer stock only: not in My Products, its spec comparison or the portal search. */
test('a floorplan the site labels Dealer Stock Only is nowhere in the portal of a dealer of its brand', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
  // The card renders after the first screen's (when near view or idle): wait for it before reading its links.
  await expect(dealer.card('Your brands').getByRole('link').first()).toBeVisible();
  const lists = await dealer.card('Your brands').getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(lists.length).toBeGreaterThan(0);

  let stockOnly = { list: '', href: '', name: '' };
  await test.step("the consumer site shows a Dealer Stock Only card of one of the dealer's brands and types", async () => {
    for (const list of lists) {
      await page.goto(list.slice(S.length));
      await expect(page.getByText(/^\d+ floorplans?( found)?$/).first()).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: STOCK_LABEL }).first();
      if (!(await card.isVisible())) continue;
      const link = card.getByRole('heading').getByRole('link');
      stockOnly = { list, href: `${S}${new URL((await link.getAttribute('href')) ?? '', page.url()).pathname}`, name: (await link.textContent()) ?? '' };
      break;
    }
    expect(stockOnly.name, "the seed has a stock-only floorplan in the dealer's catalogue").not.toBe('');
  });

  await test.step('My Products lists that brand and type without it, on every page, with no dealer-stock label', async () => {
    await page.goto(stockOnly.list);
    const hrefs = await floorplanHrefsOfEveryPage(dealer.region);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs).not.toContain(stockOnly.href);
    await expectNoAxeViolations(page);
  });

  await test.step('the spec comparison of that brand and type has no row for it', async () => {
    await page.goto(stockOnly.list.replace(/\/floorplans$/, '/specs'));
    const table = dealer.region.getByRole('table', { name: /^Specifications of \d+ floorplans?$/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader').getByRole('link', { name: stockOnly.name, exact: true })).toHaveCount(0);
  });

  await test.step('the portal search for its name finds no such floorplan', async () => {
    await page.goto(`${S}/search?${new URLSearchParams({ query: stockOnly.name })}`);
    const floorplans = dealer.region.getByRole('region', { name: 'Floorplans' });
    await expect(floorplans.getByText(/^(Showing \d+ of \d+ floorplans|No floorplans match\.)$/)).toBeVisible();
    await expect(floorplans.locator(`a[href="${stockOnly.href}"]`)).toHaveCount(0);
  });
});
