import { expect, type Locator, type Page } from '@playwright/test';

/** The catalogue remote's screens: RV Finder panel, results, cards, model detail and compare. */
export class CatalogPage {
  readonly region: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.region = page.locator('#rv-region-mfe-catalog');
    this.count = this.region.getByRole('status').filter({ hasText: /floorplans$/ });
  }

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.region.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** On a phone the panel opens from the FILTERS button. */
  async showFilters() {
    const button = this.region.getByRole('button', { name: 'FILTERS' }).first();
    if (await button.isVisible()) await button.click();
  }

  async openSection(name: string) {
    await this.region.getByRole('button', { name: new RegExp(`^${name.replace('+', '\\+')}`) }).click();
  }

  async setRange(label: string, min: number, max: number) {
    await this.region.getByRole('slider', { name: `Minimum ${label}` }).fill(String(min));
    await this.region.getByRole('slider', { name: `Maximum ${label}` }).fill(String(max));
  }

  async floorplanCount(): Promise<number> {
    const text = (await this.count.textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }

  cards(): Locator {
    return this.region.getByRole('article');
  }

  compareTrigger(): Locator {
    return this.region.getByRole('button', { name: /^Compare \d+ floorplans$/ });
  }
}
