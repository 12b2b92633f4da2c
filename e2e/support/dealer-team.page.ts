import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { DealerDashboardPage } from './dealer-dashboard.page';

const S = '/ignite/sales';

/** My Team's work at a location (mfe-dealer): required courses and the team report with its CSV. */
export class DealerTeamPage extends DealerDashboardPage {
  constructor(page: Page) {
    super(page);
  }

  async openMyTeam() {
    await this.page.goto(`${S}/my-team`);
    await expect(this.heading('My Team')).toBeVisible();
    await expect(this.card('Required courses').getByRole('form', { name: 'Require a course' })).toBeVisible();
  }

  /** Requires a course (its option "Course (Path)") of one salesperson by a due date; waits for the confirmation. */
  async requireCourse(courseOption: string, person: string, dueDate: string) {
    const form = this.card('Required courses').getByRole('form', { name: 'Require a course' });
    await form.getByRole('combobox', { name: /^Course/ }).selectOption({ label: courseOption });
    await form.getByRole('combobox', { name: /^Required of/ }).selectOption({ label: person });
    await form.getByLabel(/^Due date/).fill(dueDate);
    await form.getByRole('button', { name: 'Require course' }).click();
    await expect(this.card('Required courses').getByRole('status').filter({ hasText: `is required of ${person}` })).toBeVisible();
  }

  /** Shows the team report for the range the form holds and returns the row of one salesperson, cell texts by heading. */
  async reportRow(person: string): Promise<Record<string, string>> {
    const report = this.card('Team report');
    await report.getByRole('button', { name: 'Show report' }).click();
    const table = report.getByRole('table', { name: /^Team report / });
    const row = table.getByRole('row', { name: new RegExp(`^${person}`) });
    await expect(row).toBeVisible();
    const headings = await table.getByRole('columnheader').allTextContents();
    const cells = await row.getByRole('cell').allTextContents();
    return Object.fromEntries(headings.map((h, i) => [h, cells[i]]));
  }

  /** Downloads the report's CSV and returns its lines as cells (no quoting in these figures). */
  async reportCsv(): Promise<string[][]> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.card('Team report').getByRole('button', { name: 'Download CSV' }).click()]);
    const text = await readFile(await download.path(), 'utf8');
    return text.trimEnd().split('\r\n').map((line) => line.split(','));
  }

  /** One required course's line in a salesperson's list ("Course: Due, due Dec 13, 2026"). */
  requiredCourseLine(course: string): Locator {
    return this.card('Required courses').getByRole('listitem').filter({ hasText: `${course}: ` }).filter({ hasNot: this.page.getByRole('list') });
  }
}
