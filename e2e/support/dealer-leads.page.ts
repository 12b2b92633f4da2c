import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { DealerPage } from './dealer.page';
import { signInStaffOnPage } from './staff-sign-in';

const S = '/ignite/sales';

/** The dealership's leads inbox and one lead, in the dealer portal. */
export class LeadsInboxPage extends DealerPage {
  async openInbox() {
    await this.page.goto(`${S}/leads`);
    await expect(this.heading('Leads')).toBeVisible();
  }

  /** The inbox entry of the lead whose reference id the shopper was given. */
  leadItem(referenceId: string): Locator {
    return this.region.getByRole('list', { name: 'Leads' }).getByRole('link').filter({ hasText: `ref ${referenceId}` });
  }

  async openLead(id: number) {
    await this.page.goto(`${S}/leads/${id}`);
    await expect(this.heading(`Lead #${id}`)).toBeVisible();
  }

  async assignTo(name: string) {
    await this.region.getByLabel('Assign to').selectOption({ label: name });
    await expect(this.region.getByTestId('lead-assignee')).toHaveText(name);
  }

  /** Moves the lead to a status ('Contacted', 'Sold' with a VIN) and waits for the saved status. */
  async markStatus(status: 'Contacted' | 'Sold', vin?: string) {
    await this.region.getByLabel('New status').selectOption(status);
    if (vin) await this.region.getByLabel('VIN of the unit sold').fill(vin);
    await this.region.getByRole('button', { name: 'Save status' }).click();
    await expect(this.region.getByTestId('lead-status')).toHaveText(vin ? `${status} (VIN ${vin})` : status);
  }
}

/** The maker's leads report (staff sign-in on the page), its rows and its CSV. */
export class MakerLeadsReportPage {
  constructor(readonly page: Page) {}

  /** Opens the report for some days (both ends included) and signs the staff member in. */
  async open(staff: Parameters<typeof signInStaffOnPage>[1], from: string, to: string) {
    await this.page.goto(`${S}/maker/leads?from=${from}&to=${to}`);
    await signInStaffOnPage(this.page, staff);
    await expect(this.table(from, to)).toBeVisible();
  }

  table(from: string, to: string): Locator {
    return this.page.getByRole('table', { name: `Leads ${from} to ${to}` });
  }

  /** The column headings and, per row, its cells as shown. */
  async shownRows(from: string, to: string): Promise<{ headings: string[]; rows: string[][] }> {
    const table = this.table(from, to);
    const headings = await table.getByRole('columnheader').allTextContents();
    const rows = await Promise.all((await table.locator('tbody tr').all()).map((row) => row.getByRole('cell').allTextContents()));
    return { headings, rows };
  }

  /** Downloads the CSV with the button and answers its rows as objects by column. */
  async downloadCsv(): Promise<Array<Record<string, string>>> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: 'Download CSV' }).click()]);
    const [header, ...lines] = readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
    const columns = header.split(',');
    return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));
  }
}
