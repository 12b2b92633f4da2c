import { expect, type Locator, type Page } from '@playwright/test';
import { waitForBrowserTakeover } from './shell.page';

/** The catalogue remote's screens: RV Finder panel, results, cards, model detail and compare. */
export class CatalogPage {
  readonly region: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.region = page.locator('#rv-region-mfe-catalog');
    this.count = this.region.getByRole('status').filter({ hasText: /(floorplans?|RV types?)$/ });
  }

  async open(path: string) {
    await this.page.goto(path);
    await waitForBrowserTakeover(this.page);
    await expect(this.region.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** The RV Finder panel by its title ('RV Finder', the brand name, or 'My Products'). */
  panel(title: string | RegExp = 'RV Finder'): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** Spec (states and transitions): while filters load the panel is dimmed and not interactive; a person waits for it. */
  async panelReady(title: string | RegExp = 'RV Finder') {
    await expect(this.panel(title)).toHaveAttribute('aria-busy', 'false');
  }

  /** On a phone the panel opens from the FILTERS button. */
  async showFilters() {
    const button = this.filtersButton();
    if (await button.isVisible()) await button.click();
  }

  filtersButton(): Locator {
    return this.region.getByRole('button', { name: 'FILTERS' }).first();
  }

  async openSection(name: string) {
    await this.region.getByRole('button', { name: new RegExp(`^${name.replace('+', '\\+')}`) }).click();
  }

  async setRange(label: string, min: number, max: number) {
    await this.region.getByRole('slider', { name: `Minimum ${label}` }).fill(String(min));
    await this.region.getByRole('slider', { name: `Maximum ${label}` }).fill(String(max));
  }

  /** The results count once the first answer is in ('N floorplans' or 'N RV types'). */
  async floorplanCount(): Promise<number> {
    await expect(this.count).toBeVisible();
    const text = (await this.count.textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }

  cards(): Locator {
    return this.region.getByRole('article');
  }

  /** The Base MSRP of each card on the page, in order, as numbers (TBD as null). */
  async cardPrices(): Promise<Array<number | null>> {
    const texts = await this.cards().locator('dt:text-is("Base MSRP:") + dd').allTextContents();
    return texts.map((t) => (/\d/.test(t) ? Number(t.replace(/[^\d]/g, '')) : null));
  }

  typeCards(): Locator {
    return this.region.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3 }) }).filter({ hasText: /floorplans? ·/ });
  }

  sortSelect(): Locator {
    return this.region.getByRole('combobox', { name: 'Sort By' }).locator('visible=true').first();
  }

  regionSelect(): Locator {
    return this.region.getByRole('combobox', { name: 'Region' });
  }

  compareTrigger(): Locator {
    return this.region.getByRole('button', { name: /^Compare \d+ floorplans$/ });
  }

  compareDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Compare Floorplans' });
  }

  /** Ticks compare on the first n cards of the page. */
  async compareFirst(n: number) {
    for (let i = 0; i < n; i += 1) await this.cards().nth(i).getByRole('checkbox', { name: /Compare/ }).check();
  }
}
