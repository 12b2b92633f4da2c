import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const S = '/ignite/sales';

/** a user without the spiff right reads no lines and hears nothing about spiffs. */
test('demo.nospiffs gets 403 from every lines call and no spiff notification', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  const refused: number[] = [];
  page.on('response', (r) => { if (new URL(r.url()).pathname.startsWith('/api/ax/v1/lines')) refused.push(r.status()); });
  await dealer.signInAs('demo.nospiffs', 'NoSpiffs#2026', 'Nora');
  await test.step('the dashboard lists notifications, none about spiffs', async () => {
    const card = dealer.card(/^Notifications/);
    await expect(card.getByRole('listitem').first()).toBeVisible();
    await expect(card.getByText(/spiff/i)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
  await test.step('the API refuses the lines with a clear message', async () => {
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('krv') ?? '{}').state?.authToken as string);
    for (const path of ['/api/ax/v1/lines/approved', '/api/ax/v1/lines/stats/all', '/api/ax/v1/lines?status=1']) {
      const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status(), path).toBe(403);
      expect((await res.json()).message).toBe('Spiffs are disabled for your dealership.');
    }
  });
  await test.step('Incentives is not reachable: the portal goes back to the dashboard', async () => {
    await page.goto(`${S}/incentives`);
    await expect(page).toHaveURL(new RegExp(`${S}/dashboard$`));
    expect(refused.every((status) => status === 403)).toBe(true);
  });
});

test('the notification marker shows on the first page opened, before any dashboard', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
  await page.goto(`${S}/learning`);
  await expect(dealer.heading('Learning')).toBeVisible();
  await expect(dealer.nav.getByTestId('notification-marker')).toBeVisible();
  await expect(dealer.nav.getByText(/\d+ new notifications/)).toBeAttached();
});
