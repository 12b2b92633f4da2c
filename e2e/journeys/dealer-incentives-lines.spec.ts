import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const S = '/ignite/sales';

/** Whether the page scrolls sideways: wider content than the viewport. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** whose line each is, mine by default, why a line cannot be claimed, and a phone layout without sideways scroll. */
test("a salesperson sees their own lines first, the dealership's on request, and why some cannot be claimed", async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
  await page.goto(`${S}/incentives`);
  await test.step("'My lines' is the default: every line is the user's own", async () => {
    await expect(dealer.region.getByRole('radio', { name: 'My lines' })).toBeChecked();
    const table = dealer.region.getByRole('table', { name: 'Approved spiff lines, mine' });
    await expect(table).toBeVisible();
    const people = await table.getByRole('row').locator('td:nth-child(3)').allTextContents();
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p) => p === 'S. Sellers (you)')).toBe(true);
    await expect(table.getByRole('button', { name: /^Claim \$/ }).first()).toBeVisible();
    // The approved line of a program that has ended says so instead of offering a claim.
    await expect(table.getByText('Claim window closed')).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step("'All salespeople' adds the colleagues' lines, each saying whose it is", async () => {
    await dealer.region.getByRole('radio', { name: 'All salespeople' }).check();
    const table = dealer.region.getByRole('table', { name: 'Approved spiff lines, all salespeople' });
    await expect(table).toBeVisible();
    const others = table.getByRole('row').filter({ hasNotText: 'S. Sellers (you)' }).filter({ has: page.getByRole('cell') });
    expect(await others.count()).toBeGreaterThan(0);
    await expect(others.first().getByText(/^Sold by [A-Z]\. /)).toBeVisible();
    await expect(others.first().getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  });
  await test.step('Completed lines explain themselves too', async () => {
    await dealer.region.getByRole('tab', { name: /^Completed/ }).click();
    await dealer.region.getByRole('radio', { name: 'My lines' }).check();
    const table = dealer.region.getByRole('table', { name: 'Completed spiff lines, mine' });
    await expect(table.getByText(/^(Already claimed|Claim window closed|Rejected by the program)$/).first()).toBeVisible();
  });
});

for (const width of [320, 390]) {
  test(`the incentives lines fit a ${width} px phone as cards, without sideways page scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const dealer = new DealerDashboardPage(page);
    await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
    await page.goto(`${S}/incentives`);
    await dealer.region.getByRole('radio', { name: 'All salespeople' }).check();
    const table = dealer.region.getByRole('table', { name: 'Approved spiff lines, all salespeople' });
    await expect(table).toBeVisible();
    const box = await table.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    // Each line is a card: its cells stack, each with its label.
    const firstRow = table.getByRole('row').nth(1);
    const cells = firstRow.getByRole('cell');
    const [a, b] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
    expect(a && b && b.y).toBeGreaterThan(a?.y ?? 0);
    expect(await cells.nth(1).evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Model"');
    expect(await scrollsSideways(page)).toBe(false);
    // Sorting still works from the header's row of buttons.
    await table.getByRole('button', { name: 'Amount' }).click();
    await expect(table.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
  });
}
