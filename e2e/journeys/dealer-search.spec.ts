import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const S = '/ignite/sales';

/** The portal search (`/ignite/sales/search?query=`): courses and the dealer's own floorplans, each opening its page. */
test('a salesperson searches the portal from a shared URL and the search box, and opens a floorplan found', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
  const courses = dealer.region.getByRole('region', { name: 'Learning courses' });
  const floorplans = dealer.region.getByRole('region', { name: 'Floorplans' });
  let brand = '';

  await test.step('a search URL shows the courses whose name matches (every brand path has a Walkaround course)', async () => {
    await page.goto(`${S}/search?query=walkaround`);
    await expect(dealer.heading('Search')).toBeVisible();
    await expect(dealer.region.getByRole('search', { name: 'Dealer portal' }).getByRole('searchbox', { name: 'Search floorplans and courses' })).toHaveValue('walkaround');
    await expect(dealer.region.getByRole('status').filter({ hasText: /^\d+ floorplans?, \d+ courses? and \d+ support pages? found for "walkaround"$/ })).toBeVisible();
    const first = courses.getByRole('link').first();
    await expect(first).toHaveText(/ Walkaround$/);
    await expect(first).toHaveAttribute('href', new RegExp(`^${S}/learning/courses/[^/]+$`));
    brand = ((await first.textContent()) ?? '').replace(/ Walkaround$/, '');
    // Owner support pages come from the site search's owners engine; whether any match depends on the content.
    await expect(dealer.region.getByRole('region', { name: 'Owner support and how-to' }).getByText(/^(Showing \d+ of \d+ support pages|No support pages match\.)$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("searching a brand from the box lists that brand's floorplans and keeps the term in the URL", async () => {
    const box = dealer.region.getByRole('searchbox', { name: 'Search floorplans and courses' });
    await box.fill(brand);
    await box.press('Enter');
    await expect(page).toHaveURL(`${S}/search?${new URLSearchParams({ query: brand })}`);
    await expect(floorplans.getByText(/^Showing \d+ of \d+ floorplans$/)).toBeVisible();
    await expect(floorplans.getByRole('link').first()).toHaveText(new RegExp(`^${brand} `));
    await expectNoAxeViolations(page);
  });

  await test.step('a floorplan opens its My Products model detail', async () => {
    const link = floorplans.getByRole('link').first();
    const name = (await link.textContent()) ?? '';
    await expect(link).toHaveAttribute('href', new RegExp(`^${S}/product/[^/]+/[^/]+/floorplans/[^/]+$`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${S}/product/[^/]+/[^/]+/floorplans/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name} \\d{4}$`) })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
