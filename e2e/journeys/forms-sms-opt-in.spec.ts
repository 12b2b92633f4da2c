import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { FormsPage } from '../support/forms.page';

/**
 * right after typing a ZIP, the first click on the SMS opt-in was lost. Leaving the ZIP
 * starts its lookup, whose message pushed the fields below down between the press and the release
 * of the click. The lookup's line is now kept, so nothing below it moves.
 */
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];
const ZIPS = [{ zip: '46526', city: 'Goshen' }, { zip: '00000', city: '' }];

for (const viewport of VIEWPORTS) {
  for (const { zip, city } of ZIPS) {
    test(`at ${viewport.width} px, the first click on SMS opt-in right after typing ZIP ${zip} ticks it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const forms = new FormsPage(page);
      await forms.open('/contact-us');
      const form = forms.leadForm();
      const smsOptIn = form.getByRole('checkbox', { name: /text me/ });
      // Where the box sits in the page (not the window, which scrolls to each field used).
      const pageY = () => smsOptIn.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const before = await pageY();

      await form.getByLabel('ZIP').fill(zip);
      await smsOptIn.click();
      await expect(smsOptIn).toBeChecked();

      // The lookup's answer (the city, or "not found") moved nothing below the ZIP either.
      if (city) await expect(form.getByLabel(/City/)).toHaveValue(city);
      else await expect(form.getByText('Not found: enter city and state')).toBeVisible();
      expect(await pageY()).toBeCloseTo(before, 0);
      await expect(smsOptIn).toBeChecked();
      // Ticked, the phone is asked for (spec: SMS needs a phone number).
      await expect(form.getByText('Phone (optional)')).toHaveCount(0);
      if (viewport.width === 390 && city) await expectNoAxeViolations(page);
    });
  }
}
