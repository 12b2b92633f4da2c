import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const S = '/ignite/sales';
const leaderboardCall = /\/api\/mambo\/v1\/keystonerv_production\/users\/[^/]+\/leaderboard$/;
const linesCall = /\/api\/ax\/v1\/lines\/(approved|stats\/all)(\?|$)/;

/** the Location select scopes the dashboard, incentives and leaderboard to one dealership, and is remembered. */
test('a manager of two dealerships chooses one; the portal shows that dealership and remembers it', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  const location = () => dealer.region.getByRole('combobox', { name: 'Location' });
  await test.step('signed in, no location is chosen: the dashboard covers both dealerships', async () => {
    await dealer.signInAs('demo.manager', 'Manager#2026', 'Morgan');
    await expect(location()).toHaveValue('');
    await expect(dealer.region.getByText(/All 2 of your dealerships/)).toBeVisible();
  });

  let secondName = '';
  await test.step('choosing the second dealership scopes the dashboard and its leaderboard', async () => {
    const option = location().locator('option').nth(2);
    secondName = ((await option.textContent()) ?? '').split(' — ')[0];
    const value = (await option.getAttribute('value')) ?? '';
    expect(value).toBe('D1002');
    const answer = page.waitForResponse((r) => leaderboardCall.test(r.url()) && r.request().postDataJSON()?.dealership === 'D1002');
    await location().selectOption('D1002');
    expect((await answer).status()).toBe(200);
    await expect(dealer.region.getByText(`${secondName} (D1002)`, { exact: false })).toBeVisible();
    await expect(dealer.card('Leaderboard').getByRole('table', { name: new RegExp(`My Dealership \\(${secondName}\\)`) })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('a reload keeps the choice', async () => {
    await page.reload();
    await expect(location()).toHaveValue('D1002');
    await expect(dealer.region.getByText(`${secondName} (D1002)`, { exact: false })).toBeVisible();
  });

  await test.step('Incentives asks for that dealership only and shows its lines', async () => {
    const calls: string[] = [];
    page.on('request', (r) => { if (linesCall.test(r.url())) calls.push(r.url()); });
    await page.goto(`${S}/incentives`);
    await expect(dealer.region.getByText(`Spiffs of ${secondName}.`)).toBeVisible();
    await dealer.region.getByRole('radio', { name: 'All salespeople' }).check();
    const table = dealer.region.getByRole('table', { name: 'Approved spiff lines, all salespeople' });
    await expect(table).toBeVisible();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.every((url) => new URL(url).searchParams.get('dealership') === 'D1002')).toBe(true);
    await table.getByRole('button', { name: /^Details/ }).first().click();
    const details = page.getByRole('dialog');
    await expect(details.getByText(/\(D1002\)/)).toBeVisible();
    await details.getByRole('button', { name: /Close/ }).click();
  });

  await test.step('My Team shows only that dealership and says so', async () => {
    await page.goto(`${S}/my-team`);
    await expect(dealer.region.getByRole('heading', { name: 'Dealerships (1)' })).toBeVisible();
    await expect(dealer.region.getByText(`Showing: ${secondName} (D1002).`)).toBeVisible();
    const dealerships = await dealer.region.getByRole('cell').and(dealer.region.locator('[data-label="Dealership"]')).allTextContents();
    expect(dealerships.length).toBeGreaterThan(0);
    expect(new Set(dealerships)).toEqual(new Set([secondName]));
  });

  await test.step("Learning shows only the paths of that dealership's brands and says so", async () => {
    await page.goto(`${S}/learning`);
    await expect(dealer.region.getByText(`Paths of the brands sold at ${secondName} (D1002).`)).toBeVisible();
    // D1002 sells Cougar; Alpine, Arcadia and Retreat are D1001's only (the seeded brand lists).
    await expect(dealer.region.getByRole('heading', { level: 2, name: 'Cougar Product Training' })).toBeVisible();
    const names = await dealer.region.getByRole('heading', { level: 2 }).allTextContents();
    expect(names.filter((n) => /^(Alpine|Arcadia|Retreat) /.test(n))).toEqual([]);
  });

  await test.step("the API refuses a dealership that is not the user's, with a clear message", async () => {
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('krv') ?? '{}').state?.authToken as string);
    const res = await page.request.get('/api/ax/v1/lines/approved?dealership=D1004', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe('This dealership is not one of yours.');
  });
});
