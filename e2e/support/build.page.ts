import { expect, type Locator, type Page } from '@playwright/test';
import { waitForBrowserTakeover } from './shell.page';

/** The catalogue remote's build-and-price steps, Get Matched quiz, product advisor and inventory. */
export class BuildPage {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.locator('#rv-region-mfe-catalog');
  }

  async open(path: string) {
    await this.page.goto(path);
    await waitForBrowserTakeover(this.page);
    await expect(this.region.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  /** From /build-my-rv to the options step of the first Cougar travel trailer. */
  async openCougarTravelTrailerOptions() {
    await this.open('/build-my-rv');
    await this.region.getByRole('link', { name: /^Cougar/ }).first().click();
    await this.region.getByRole('link', { name: /Travel Trailers/ }).first().click();
    await this.region.getByRole('link', { name: /^Build / }).first().click();
    await expect(this.region.getByRole('heading', { level: 1, name: /^Build your/ })).toBeVisible();
  }

  /** The running total on the options step, as a number. */
  async runningTotal(): Promise<number> {
    const status = this.region.getByRole('status').filter({ hasText: /^Total:/ });
    await expect(status).toHaveText(/Total: \$[\d,]+/);
    return Number(((await status.textContent()) ?? '').replace(/[^\d]/g, ''));
  }

  /** The first n option checkboxes that can still be chosen on their own. */
  freeOptions(): Locator {
    return this.region.getByRole('group').filter({ hasNot: this.page.getByText('Option packages') }).getByRole('checkbox', { disabled: false });
  }

  sheetTotal(): Locator {
    return this.region.getByTestId('build-total');
  }

  sheetRows(): Locator {
    return this.region.getByRole('table').locator('tbody tr');
  }

  /** Answers a single-choice quiz question by its label and waits for the next question or the results. */
  async answer(label: string) {
    const button = this.region.getByRole('button', { name: new RegExp(`^${label.replace(/[$/]/g, '\\$&')}`) });
    await expect(button).toBeEnabled();
    await button.click();
  }

  /** Fills the 'Send my build to a dealer' lead form in its dialog as a shopper at `zip`. */
  async fillLeadForm(dialog: Locator, zip: string) {
    await dialog.getByLabel('First Name').fill('Rae');
    await dialog.getByLabel('Last Name').fill('Stone');
    await dialog.getByLabel('Email').fill('rae@example.com');
    await dialog.getByLabel('ZIP').fill(zip);
    await dialog.getByLabel('ZIP').blur();
    await dialog.getByLabel('Purchase Time Frame').selectOption('1-3 months');
  }

  /** Sends the lead form of the dialog with Contact Dealer; answers the accepted (200) response. */
  async sendLeadForm(dialog: Locator) {
    const [lead] = await Promise.all([
      this.page.waitForResponse((r) => r.url().endsWith('/api/web/form/lead') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Contact Dealer' }).click(),
    ]);
    expect(lead.status()).toBe(200);
    return lead;
  }

  resultsFound(): Locator {
    return this.region.getByRole('status').filter({ hasText: /Results Found: \d+/ });
  }
}
