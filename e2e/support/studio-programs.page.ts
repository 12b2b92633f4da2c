import { expect, type Locator, type Page } from '@playwright/test';
import { StudioPage } from './studio.page';

/** The program staff's page of the studio (mfe-studio): programs, the review queue with each bill of sale, payment batches. */
export class StudioProgramsPage extends StudioPage {
  constructor(page: Page) {
    super(page);
  }

  async open() {
    await this.page.goto('/studio/programs');
    await expect(this.region.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    await expect(this.region.getByRole('heading', { level: 2, name: /^Review queue \(\d+\)$/ })).toBeVisible();
  }

  /** The review queue's row of a claim, with its bill of sale loaded beside it. */
  async claimRow(vin: string): Promise<Locator> {
    const row = this.region.getByRole('row', { name: `Claim ${vin}` });
    await expect(row.getByRole('link', { name: `Bill of sale (PDF) of ${vin}` })).toBeVisible();
    return row;
  }

  status(text: string): Locator {
    return this.region.getByRole('status').filter({ hasText: text });
  }

  async reject(vin: string, reason: string) {
    const row = await this.claimRow(vin);
    await row.getByLabel('Reason').fill(reason);
    await row.getByRole('button', { name: 'Reject' }).click();
    await expect(this.status(`Rejected ${vin}.`)).toBeVisible();
    await expect(this.region.getByRole('row', { name: `Claim ${vin}` })).toHaveCount(0);
  }

  async approve(vin: string) {
    await (await this.claimRow(vin)).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(this.status(`Approved ${vin}.`)).toBeVisible();
  }

  /** Pays the VIN's approved line alone, by check, in a batch of its own; answers the batch's message. */
  async payByCheck(vin: string, checkNumber: string, paidTo: string): Promise<string> {
    const batch = this.region.getByRole('region', { name: 'Payment batch' });
    await batch.getByRole('checkbox', { name: new RegExp(`VIN ${vin} `) }).check();
    await expect(batch.getByText(/^1 line\(s\) chosen, /)).toBeVisible();
    await batch.getByLabel('Method').selectOption('check');
    await batch.getByLabel('Check or transfer number').fill(checkNumber);
    await batch.getByLabel('Paid to').fill(paidTo);
    await batch.getByRole('button', { name: 'Pay the chosen lines' }).click();
    const paid = this.region.getByRole('status').filter({ hasText: /^Batch \d+ paid 1 line\(s\)/ });
    await expect(paid).toBeVisible();
    return (await paid.textContent()) ?? '';
  }
}
