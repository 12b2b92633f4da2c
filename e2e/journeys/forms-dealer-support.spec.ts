import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

/** Dealer support (dealer spec: the calls): the forms remote's exposed form on the portal's Support page. */
test('a signed-in dealer sends the support form and sees it was received', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');

  const form = dealer.region.getByRole('form', { name: 'Dealer Support' });
  await test.step('the Support page shows the form with the dealership filled in', async () => {
    await page.goto('/ignite/sales/support');
    await expect(page).toHaveURL(/\/ignite\/sales\/support$/);
    await expect(dealer.heading('Support')).toBeVisible();
    await expect(form.getByLabel('Dealer Number')).toHaveValue('D1001');
    await expect(form.getByLabel('Email')).toHaveValue('demo.sales@dealers.example.com');
    await expectNoAxeViolations(page);
  });

  await test.step('a missing field is named before anything is sent', async () => {
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Topic selection is required')).toBeVisible();
    await expect(form.getByText('Comments is required')).toBeVisible();
    await expect(form.getByText('First Name is required')).toHaveCount(0);
    await expect(form.getByLabel('Topic')).toBeFocused();
  });

  await test.step('the filled form is stored and acknowledged', async () => {
    await form.getByLabel('Topic').selectOption('parts');
    await form.getByLabel('Last Name').fill('Sellers-Ortiz');
    await form.getByLabel('Comments').fill('Please send a replacement awning arm for stock unit 4417.');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/form/dealer/support') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, duplicate: false });
    await expect(dealer.region.getByRole('status')).toContainText(/Thank you|received/i);
    await expectNoAxeViolations(page);
  });
});
