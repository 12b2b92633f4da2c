import { expect, type Locator, type Page } from '@playwright/test';

/** A drawn wrapper (the layout's, or a page's in its region) that React has not hydrated yet (no data-live). */
export const NOT_YET_HYDRATED = '#root > [data-server-rendered]:not([data-live]), [data-server-page]:not([data-live])';

/**
 * The page arrives drawn by the server, its links working; its controls act once the browser has
 * hydrated the layout and the route's remote its region. Journeys act on the hydrated page.
 */
export async function waitForBrowserTakeover(page: Page): Promise<void> {
  await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
}

/** The shell's layout: masthead, main regions, error page and remote fallbacks. */
export class ShellPage {
  readonly masthead: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.masthead = page.locator('header');
    this.main = page.locator('main#main-content');
  }

  region(remote: string): Locator {
    return this.page.locator(`#rv-region-${remote}`);
  }

  async open(path: string) {
    const response = await this.page.goto(path);
    await waitForBrowserTakeover(this.page);
    return response;
  }

  async expectMastheadNavigation() {
    await expect(this.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop RVs' })).toBeVisible();
  }

  async expectNotFound() {
    await expect(this.main.getByRole('heading', { level: 1 })).toContainText('The page you are looking for does not exist.');
    await expect(this.main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  }
}
