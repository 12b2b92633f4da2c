import { expect, type Locator, type Page } from '@playwright/test';

/** Site search (mfe-content): the overlay the masthead opens and the /search results page. */
export class SearchPage {
  readonly overlay: Locator;
  readonly searchbox: Locator;
  readonly suggestions: Locator;
  readonly topSuggestions: Locator;
  readonly facet: Locator;
  readonly pager: Locator;
  readonly results: Locator;

  constructor(readonly page: Page) {
    this.overlay = page.getByRole('dialog', { name: 'Search the site' });
    this.searchbox = this.overlay.getByRole('searchbox');
    this.suggestions = this.overlay.getByRole('listbox', { name: 'Search suggestions' });
    this.topSuggestions = this.overlay.getByRole('region', { name: 'Top Suggestions' });
    this.facet = page.getByRole('navigation', { name: 'Filter by category' });
    this.pager = page.getByRole('navigation', { name: 'Search result pages' });
    this.results = page.getByRole('region', { name: 'Results' }).getByRole('article');
  }

  /** Opens the overlay from the masthead's search toggle and waits for the input to take focus. */
  async openOverlay() {
    await this.page.locator('header').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(this.searchbox).toBeFocused();
  }

  async type(term: string) {
    await this.searchbox.fill(term);
  }

  async openResults(query: string, owners = false) {
    await this.page.goto(`/search?${new URLSearchParams({ query, owners: String(owners) })}`);
    await expect(this.page.getByRole('heading', { level: 1, name: `Search results for “${query}”` })).toBeVisible();
    await expect(this.results.first()).toBeVisible();
  }

  resultTitles(): Promise<string[]> {
    return this.results.getByRole('heading', { level: 2 }).allTextContents();
  }

  resultCategories(): Promise<string[]> {
    // A card's first paragraph is its category line.
    return this.results.evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent ?? ''));
  }
}
