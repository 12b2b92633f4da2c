import { expect, type Locator, type Page } from '@playwright/test';
import { vinCheckDigit } from '@rv/domain/dealer';
import { DealerDashboardPage } from './dealer-dashboard.page';

const S = '/ignite/sales';

/** A small PDF, header to %%EOF, as a scanned bill of sale would be; `note` makes each document its own bytes. */
export const billOfSalePdf = (note: string) => ({
  name: `bill-of-sale-${note}.pdf`, mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${note}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/** A VIN no run has registered before (from the clock), with its right check digit; and the same VIN with a wrong one. */
export function freshVin(): { vin: string; wrongCheckDigit: string } {
  const draft = `4YDT30R20${String(Date.now()).slice(-8)}`;
  const digit = vinCheckDigit(draft);
  const vin = `${draft.slice(0, 8)}${digit}${draft.slice(9)}`;
  return { vin, wrongCheckDigit: `${draft.slice(0, 8)}${digit === '1' ? '2' : '1'}${draft.slice(9)}` };
}

/** A salesperson's side of dealer programs (mfe-dealer): registering a sale by VIN, the line, its claim, dispute and payment. */
export class DealerProgramsPage extends DealerDashboardPage {
  constructor(page: Page) {
    super(page);
  }

  get saleForm(): Locator {
    return this.region.getByRole('form', { name: 'Register a sale' });
  }

  /** The VIN field (exactly: "province" holds the letters too). */
  get vinField(): Locator {
    return this.saleForm.getByLabel('VIN', { exact: true });
  }

  /** Opens the register-sale page from Incentives, as a salesperson finds it. */
  async openRegisterSale() {
    await this.openIncentives();
    await this.region.getByRole('link', { name: 'Register a sale by VIN' }).click();
    await expect(this.heading('Register a sale')).toBeVisible();
    await expect(this.saleForm.getByLabel('Model and year').getByRole('option')).not.toHaveCount(1);
  }

  /** Fills the form (the first model of the list, today's date) and sends it. */
  async registerSale(vin: string, buyerRegion: string) {
    await this.saleForm.getByLabel('Model and year').selectOption({ index: 1 });
    await this.saleForm.getByLabel("Buyer's state or province").fill(buyerRegion);
    await this.vinField.fill(vin);
    await this.saleForm.getByRole('button', { name: 'Register sale' }).click();
  }

  /** The line of a program for a VIN in a tab's table of the user's own lines. */
  async lineRow(tab: 'Approved' | 'In Progress' | 'Completed', programId: string, vin: string): Promise<Locator> {
    await this.region.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    const table = this.region.getByRole('table', { name: `${tab} spiff lines, mine` });
    const row = table.getByRole('row').filter({ hasText: programId }).filter({ hasText: vin.slice(-8) });
    await expect(row).toBeVisible();
    return row;
  }

  /** Claims the line with its bill of sale in the claim dialog; waits for the dialog to close on success. */
  async claim(row: Locator, document: ReturnType<typeof billOfSalePdf>) {
    await row.getByRole('button', { name: /^Claim \$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Claim this spiff?' });
    await dialog.getByLabel('Bill of sale (photo or PDF)').setInputFiles(document);
    await dialog.getByRole('button', { name: 'Confirm claim' }).click();
    await expect(dialog).toHaveCount(0);
  }

  /** Opens a line's details dialog from its row. */
  async details(row: Locator): Promise<Locator> {
    await row.getByRole('button', { name: /^Details/ }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByRole('term').filter({ hasText: /^Status$/ })).toBeVisible();
    return dialog;
  }

  /** A detail's value in the line's dialog, e.g. 'Status' or 'Paid'. */
  detail(dialog: Locator, term: string): Locator {
    return dialog.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  /** The Notifications card of the dashboard, once its list has loaded. */
  async notifications(): Promise<Locator> {
    await this.page.goto(`${S}/dashboard`);
    const card = this.card(/^Notifications/);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('listitem').first()).toBeVisible();
    return card;
  }
}
