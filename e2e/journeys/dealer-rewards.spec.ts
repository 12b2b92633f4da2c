import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const S = '/ignite/sales';
const leaderboardCall = /\/api\/mambo\/v1\/keystonerv_production\/users\/[^/]+\/leaderboard$/;

/** Points, rewards and the leaderboard's settings (dealer spec: entities and fields; the calls; constants and limits) through the composed site. */
test.describe.serial('dealer rewards and leaderboard', () => {
  test('the points card links to the reward shop and to the rewards page: key figures, achievements, missions, coupons, activity', async ({ page }) => {
    const dealer = new DealerDashboardPage(page);
    await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
    const points = dealer.card('My points');
    const shop = points.getByRole('link', { name: /Visit the reward shop/ });
    await expect(shop).toHaveAttribute('href', /^https:\/\/shop\.keystonerv-rewards\.example\.com\/sso\?token=/);
    await expect(shop).toHaveAttribute('target', '_blank');
    await expect(points.getByText(/^Reward shop balance:/)).toBeVisible();

    await points.getByRole('link', { name: 'Achievements, missions and coupons' }).click();
    await expect(page).toHaveURL(`${S}/rewards`);
    await expect(dealer.heading('My Rewards')).toBeVisible();
    await expect(dealer.card('My points').getByRole('link', { name: /Visit the reward shop/ })).toBeVisible();
    await expect(dealer.card('Key figures').getByRole('term').filter({ hasText: 'Units sold this month' })).toBeVisible();
    await expect(dealer.card('Achievements').getByText(/^Earned /).first()).toBeVisible();
    await expect(dealer.card('Missions').getByRole('heading', { name: 'Year-End Push' })).toBeVisible();
    await expect(dealer.card('Coupons').getByRole('row')).not.toHaveCount(0);
    await expect(dealer.card('Coupons').getByRole('cell', { name: /Ready to use|Used|Expired/ }).first()).toBeVisible();
    await expect(dealer.card('Rewards earned').getByRole('listitem').first()).toBeVisible();
    await expect(dealer.card('Recent activity').getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the leaderboard: each time frame and sampling, and one of my brands', async ({ page }) => {
    const dealer = new DealerDashboardPage(page);
    await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
    const board = dealer.card('Leaderboard');
    await expect(board.getByLabel('Time frame')).toHaveValue('month');
    await expect(board.getByLabel('Compare with')).toHaveValue('dealership');
    await expect(board.getByRole('table', { name: 'Month to Date, My Dealership' })).toBeVisible();
    const choose = async (label: string, option: string, expected: Record<string, unknown>) => {
      const answer = page.waitForResponse((r) => leaderboardCall.test(r.url()) && Object.entries(expected).every(([k, v]) => r.request().postDataJSON()?.[k] === v));
      await board.getByLabel(label).selectOption({ label: option });
      expect((await answer).status()).toBe(200);
    };
    for (const [option, timeFrame] of [['Week to Date', 'week'], ['Today', 'day'], ['Year to Date', 'all'], ['Month to Date', 'month']]) {
      await choose('Time frame', option, { timeFrame });
      await expect(board.getByRole('table', { name: `${option}, My Dealership` }).or(board.getByText('Nobody has earned points in this time frame yet.'))).toBeVisible();
    }
    await choose('Compare with', 'Region (West)', { userSampling: 'region' });
    await expect(board.getByRole('table', { name: 'Month to Date, Region (West)' })).toBeVisible();
    await choose('Compare with', 'National', { userSampling: 'all' });
    await expect(board.getByRole('table', { name: 'Month to Date, National' })).toBeVisible();
    const brandSelect = board.getByLabel('Brand');
    await expect(brandSelect).toHaveValue('');
    const brand = brandSelect.locator('option').nth(1);
    const [code, name] = [await brand.getAttribute('value'), (await brand.textContent()) ?? ''];
    await choose('Brand', name, { brand: code, userSampling: 'all' });
    await expect(board.getByRole('table', { name: `Month to Date, National, ${name}` }).or(board.getByText('Nobody has earned points in this time frame yet.'))).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
