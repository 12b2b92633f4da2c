import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { BuildPage } from '../support/build.page';
import { DealerPage } from '../support/dealer.page';
import { storedTokens } from '../support/dealer-session';
import { signInStaffOnPage } from '../support/staff-sign-in';

/** A quote request reaches the nearest dealer selling the brand, the dealer sells it, and the maker's report counts it. */

const VIN = '1M8GDM9AXKP042788';

async function signedInDealer(browser: Browser, username: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  const dealer = new DealerPage(page);
  await dealer.openLogin();
  await dealer.signIn(username, password);
  await expect(page).toHaveURL(/\/ignite\/sales\/dashboard$/);
  return { page, dealer };
}

test('a Cougar quote from ZIP 46526 is sold by the Goshen dealer and counted by the maker', async ({ page, browser }) => {
  // Four people in four browsers, each signing in: more than the default minute on a shared machine.
  test.setTimeout(180_000);
  const build = new BuildPage(page);
  let referenceId = '';
  await test.step('the shopper builds a Cougar and sends it to a dealer from ZIP 46526', async () => {
    await build.openCougarTravelTrailerOptions();
    await build.region.getByRole('link', { name: 'Review summary' }).click();
    await build.region.getByRole('button', { name: 'Send my build to a dealer' }).click();
    const dialog = page.getByRole('dialog');
    await build.fillLeadForm(dialog, '46526');
    const lead = await build.sendLeadForm(dialog);
    referenceId = (await lead.json()).referenceId;
  });

  const manager = await signedInDealer(browser, 'demo.goshen', 'Goshen#2026');
  let leadId = 0;
  await test.step('the Goshen manager sees it in the inbox with the build\'s link and assigns it', async () => {
    const { authToken: token } = await storedTokens(manager.page);
    const leads = await manager.page.request.get('/api/dealer/leads', { headers: { authorization: `Bearer ${token}` } });
    leadId = ((await leads.json()).leads as Array<{ id: number; referenceId: string }>).find((l) => l.referenceId === referenceId)?.id ?? 0;
    expect(leadId).toBeGreaterThan(0);
    await manager.page.goto('/ignite/sales/leads');
    await manager.dealer.region.getByRole('link', { name: new RegExp(`^Lead #${leadId}: CG`) }).click();
    await expect(manager.dealer.region.getByTestId('lead-build-link')).toHaveAttribute('href', /\/build-my-rv\/cougar\/.+\/summary\?build=/);
    await manager.dealer.region.getByLabel('Assign to').selectOption({ label: 'Nora Nash' });
    await expect(manager.dealer.region.getByTestId('lead-assignee')).toHaveText('Nora Nash');
    await manager.page.context().close();
  });

  await test.step('the salesperson marks it contacted, then sold with the VIN', async () => {
    const sales = await signedInDealer(browser, 'demo.nospiffs', 'NoSpiffs#2026');
    await sales.page.goto(`/ignite/sales/leads/${leadId}`);
    const region = sales.dealer.region;
    await region.getByLabel('New status').selectOption('Contacted');
    await region.getByRole('button', { name: 'Save status' }).click();
    await expect(region.getByTestId('lead-status')).toHaveText('Contacted');
    await region.getByLabel('New status').selectOption('Sold');
    await region.getByLabel('VIN of the unit sold').fill(VIN);
    await region.getByRole('button', { name: 'Save status' }).click();
    await expect(region.getByTestId('lead-status')).toHaveText(`Sold (VIN ${VIN})`);
    await sales.page.context().close();
  });

  await test.step('the maker\'s report counts it sold, and its CSV says the same with the server running', async () => {
    const maker = await (await browser.newContext()).newPage();
    await maker.goto('/ignite/sales/maker/leads');
    await signInStaffOnPage(maker, 'staff.sales');
    const row = maker.getByTestId('report-row').filter({ hasText: 'D1003' }).filter({ hasText: 'CG' });
    await expect(row).toContainText('1 (');
    const cells = await row.locator('td').allTextContents();
    const [download] = await Promise.all([maker.waitForEvent('download'), maker.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(`${cells[0]},CG,IN,D1003,${cells[4]},`);
    expect(csv.split('\r\n').find((line) => line.startsWith(`${cells[0]},CG,IN,D1003,`))?.split(',')[6]).toBe('1');
  });
});
