import { expect, type Locator, type Page } from '@playwright/test';
import { DealerPage } from './dealer.page';

const S = '/ignite/sales';

/** The portal's data pages of mfe-dealer: dashboard, incentives, learning and My Team (sign-in through DealerPage). */
export class DealerDashboardPage extends DealerPage {
  constructor(page: Page) {
    super(page);
  }

  card(name: string | RegExp): Locator {
    return this.region.getByRole('region', { name });
  }

  /** Signs in on the login page and lands on the dashboard; the welcome modal is marked seen first, so it never covers it. */
  async signInAs(username: string, password: string, firstName: string) {
    await this.setWelcomeSeen(this.page.request, username, password, true);
    await this.openLogin();
    await this.signIn(username, password);
    await this.expectDashboard(firstName);
  }

  /** The total of one point name in the My points card, once it has loaded. */
  async pointTotal(name: string): Promise<number> {
    const term = this.card('My points').getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });
    await expect(term).toBeVisible();
    const value = await term.locator('xpath=following-sibling::dd[1]').textContent();
    return Number((value ?? '').replace(/,/g, ''));
  }

  /** The count a status tab shows, e.g. 'Approved (3)' -> 3. */
  async tabCount(label: string): Promise<number> {
    const tab = this.region.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
    await expect(tab).toBeVisible();
    return Number((await tab.textContent())?.match(/\((\d+)\)/)?.[1]);
  }

  async openIncentives() {
    await this.page.goto(`${S}/incentives`);
    await expect(this.heading('Incentives')).toBeVisible();
    await expect(this.region.getByRole('table', { name: 'Approved spiff lines' })).toBeVisible();
  }

  async openLearning() {
    await this.page.goto(`${S}/learning`);
    await expect(this.heading('Learning')).toBeVisible();
    await expect(this.region.getByRole('progressbar').first()).toBeVisible();
  }
}
