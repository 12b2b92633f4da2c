import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const S = '/ignite/sales';

/** My Products' specs route and Dealer Tools' "View specs" show the spec comparison; product pages have portal titles and one h1. */
test('a dealer opens the spec comparison of a brand and type, from the URL and from Dealer Tools', async ({ page, context }) => {
  const dealer = new DealerDashboardPage(page);
  let floorplansPath = '';
  await test.step('sign in; the dashboard names a brand and type of the dealership', async () => {
    await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
    const link = dealer.card('Your brands').getByRole('link').first();
    floorplansPath = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
    expect(floorplansPath).toMatch(new RegExp(`^${S}/product/[a-z-]+/[a-z-]+/floorplans$`));
  });

  await test.step('My Products itself: the portal title and one h1, not the consumer site’s', async () => {
    await page.goto(`${S}/product`);
    await expect(dealer.region.getByRole('heading', { level: 1 })).toHaveText('My Products');
    await expect(page).toHaveTitle('My Products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  await test.step('the floorplan list: a portal title and one h1', async () => {
    await page.goto(floorplansPath);
    await expect(dealer.region.getByRole('heading', { level: 1 })).toHaveText(/ Floorplans$/);
    await expect(page).toHaveTitle(/ Floorplans · My Products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  const specsPath = floorplansPath.replace(/\/floorplans$/, '/specs');
  await test.step('the specs route shows every floorplan spec by spec, not the floorplan grid', async () => {
    await page.goto(specsPath);
    const h1 = dealer.region.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(/ Specifications$/);
    await expect(page).toHaveTitle(/ Specifications · My Products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const table = dealer.region.getByRole('table', { name: /^Specifications of \d+ floorplans$/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Floorplan' })).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    // The grid's filter panel (MY PRODUCTS) is not on this page.
    await expect(dealer.region.getByText('My Products', { exact: true })).toHaveCount(0);
    await expect(dealer.region.getByRole('link', { name: 'Back to the floorplans' })).toHaveAttribute('href', floorplansPath);
    await expectNoAxeViolations(page);
  });

  await test.step('a floorplan from the comparison: its own h1 only, a portal title', async () => {
    const first = dealer.region.getByRole('table').getByRole('rowheader').first().getByRole('link');
    const href = (await first.getAttribute('href')) ?? '';
    expect(href.startsWith(`${floorplansPath}/`)).toBe(true);
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/ · My Products$/);
  });

  await test.step("Dealer Tools' View specs opens the same comparison", async () => {
    const [, , , , brandSlug, typeSlug] = specsPath.split('/');
    await page.goto(`${S}/dashboard`);
    await dealer.region.getByRole('button', { name: 'Dealer Tools' }).click();
    const panel = dealer.region.getByRole('complementary', { name: 'QUICK-NAV' });
    await expect(panel).toBeVisible();
    const brandOption = panel.getByLabel('Brand').locator('option').filter({ hasNot: page.locator('[value=""]') });
    const brandCode = await brandOption.evaluateAll((options: HTMLOptionElement[], slug: string) =>
      options.find((o) => o.textContent?.toLowerCase().replace(/[^a-z]+/g, '-') === slug)?.value ?? options[0]?.value ?? '', brandSlug);
    await panel.getByLabel('Brand').selectOption(brandCode);
    await expect(panel.getByLabel('Type')).toBeEnabled();
    await panel.getByLabel('Type').selectOption(typeSlug);
    const viewSpecs = panel.getByRole('link', { name: /^View specs/ });
    await expect(viewSpecs).toHaveAttribute('href', specsPath);
    const [tab] = await Promise.all([context.waitForEvent('page'), viewSpecs.click()]);
    await expect(tab.getByRole('table', { name: /^Specifications of \d+ floorplans$/ })).toBeVisible();
    await expect(tab).toHaveTitle(/ Specifications · My Products$/);
    await tab.close();
  });
});
