import { expect, type Locator, type Page } from '@playwright/test';
import { waitForBrowserTakeover } from './shell.page';

/** The forms remote: the /contact-us forms, the /find-a-dealer locator and the footer newsletter. */
export class FormsPage {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.locator('#rv-region-mfe-forms');
  }

  async open(path: string) {
    const response = await this.page.goto(path);
    await waitForBrowserTakeover(this.page);
    await expect(this.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    return response;
  }

  leadForm(): Locator {
    return this.region.getByRole('form', { name: 'Request a Quote' });
  }

  /** Fills a valid lead; the ZIP lookup fills the city and state. */
  async fillLead(form: Locator, person: { firstName: string; lastName: string; email: string; zip: string }) {
    await form.getByLabel('First Name').fill(person.firstName);
    await form.getByLabel('Last Name').fill(person.lastName);
    await form.getByLabel('Email').fill(person.email);
    await expect(form.getByLabel('Brand').locator('option', { hasText: 'Montana' })).toHaveCount(1);
    await form.getByLabel('Brand').selectOption('MO');
    await expect(form.getByLabel(/Product Type/)).toBeEnabled();
    await form.getByLabel(/Product Type/).selectOption({ index: 1 });
    await form.getByLabel(/Floor Plan/).selectOption({ index: 1 });
    await form.getByLabel('ZIP').fill(person.zip);
    await form.getByLabel('ZIP').blur();
    await form.getByLabel('Purchase Time Frame').selectOption('1-3 months');
  }

  async submitLead(form: Locator) {
    await form.getByRole('button', { name: 'Request a Quote' }).click();
  }

  async searchDealers(place: string, radius: string) {
    await this.region.getByLabel('ZIP, postal code or city').fill(place);
    // Exact: after a search the map's name ("Map of n dealers within ...") contains the word too.
    await this.region.getByLabel('Within', { exact: true }).selectOption(radius);
    await this.region.getByRole('button', { name: 'Search', exact: true }).click();
  }

  dealerResults(): Locator {
    return this.region.getByRole('list', { name: 'Dealers' }).getByRole('listitem');
  }
}

/**
 * Shows the intent the promotional pop-up waits for once its delay has passed: the visitor reads down the
 * page, then heads back up. Repeated until the pop-up opens, since the delay may still be running.
 */
export async function showLeavingIntent(page: Page, popup: Locator): Promise<void> {
  const scrollY = () => page.evaluate(() => window.scrollY);
  await expect(async () => {
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 1400);
    await expect.poll(scrollY).toBeGreaterThan(900);
    await page.mouse.wheel(0, -800);
    await expect(popup).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 25_000 });
}
