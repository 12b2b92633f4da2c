import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { FormsPage } from '../support/forms.page';

const person = { firstName: 'Pat', lastName: 'Camper', email: 'pat.camper@example.com', zip: '46526' };

test.describe('forms and leads', () => {
  test('a lead with a ZIP lookup is delivered and acknowledged', async ({ page }) => {
    const forms = new FormsPage(page);
    const lead = forms.leadForm();
    await test.step('the visitor opens the contact page and fills a quote request', async () => {
      expect((await forms.open('/contact-us'))?.status()).toBe(200);
      await forms.fillLead(lead, person);
      await test.step('the ZIP fills city and state', async () => {
        await expect(lead.getByLabel(/City/)).not.toHaveValue('');
        await expect(lead.getByLabel('State')).toHaveValue('IN');
      });
      await expectNoAxeViolations(page);
    });
    await test.step('submitting solves the bot check and the server stores the lead', async () => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/web/form/lead') && r.request().method() === 'POST');
      await forms.submitLead(lead);
      const response = await answer;
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, duplicate: false });
      await expect(forms.region.getByRole('status')).toContainText('Thank you');
      await expect(forms.region.getByRole('button', { name: 'Submit Another Request' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('submitting with errors shows the spec messages and focuses the first field', async ({ page }) => {
    const forms = new FormsPage(page);
    await forms.open('/contact-us');
    const lead = forms.leadForm();
    await lead.getByLabel('Email').fill('not-an-email');
    await forms.submitLead(lead);
    await expect(lead.getByText('First Name is required')).toBeVisible();
    await expect(lead.getByText('Email is not valid')).toBeVisible();
    await expect(lead.getByText('Brand selection is required')).toBeVisible();
    await expect(lead.getByLabel('First Name')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a network failure keeps the draft and the retry is stored once', async ({ page }) => {
    const forms = new FormsPage(page);
    const keys: string[] = [];
    let failed = false;
    await page.route('**/api/web/form/lead', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (!failed) {
        failed = true;
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    const lead = forms.leadForm();
    await test.step('the first send fails on the network', async () => {
      await forms.open('/contact-us');
      await forms.fillLead(lead, { ...person, email: 'retry@example.com' });
      await forms.submitLead(lead);
      await expect(forms.region.getByRole('alert')).toContainText('the connection failed');
      await expectNoAxeViolations(page);
    });
    await test.step('the draft survives a reload', async () => {
      await page.reload();
      await expect(lead.getByLabel('Email')).toHaveValue('retry@example.com');
      await forms.submitLead(lead);
    });
    await test.step('the retry succeeds with the same Idempotency-Key', async () => {
      await expect(forms.region.getByRole('status')).toContainText('Thank you');
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });
  });

  test('find dealers near ZIP 46526 within 100 miles and open one', async ({ page }) => {
    const forms = new FormsPage(page);
    await test.step('search by ZIP', async () => {
      expect((await forms.open('/find-a-dealer'))?.status()).toBe(200);
      await forms.searchDealers('46526', '100');
      await expect(forms.region.getByText(/^\d+ dealers within 100 miles of/)).toBeVisible();
      await expect(forms.dealerResults().first()).toContainText('miles away');
      await expect(forms.region.getByRole('group', { name: /Map of \d+ dealers within 100 miles/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step('open the nearest dealer and contact it', async () => {
      const first = forms.dealerResults().first();
      await first.getByRole('button', { name: /^Details/ }).click();
      await expect(first.getByRole('link', { name: /@/ })).toBeVisible();
      await first.getByRole('button', { name: /^Contact this dealer/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('First Name')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('the footer newsletter signs a visitor up', async ({ page }) => {
    await page.goto('/build-my-rv/montana/fifth-wheels/x/summary');
    const footer = page.locator('footer');
    const signup = footer.getByRole('form', { name: /Sign up/ });
    await signup.getByLabel('Email').fill('footer.fan@example.com');
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await expect(footer.getByRole('status')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Submit Another Request' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
