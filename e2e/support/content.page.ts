import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell.page';

/** The pages mfe-content renders (home, content pages, blog, innovations, directories) and the masthead. */
export class ContentPage extends ShellPage {
  readonly content: Locator;
  readonly slideBanner: Locator;
  /** The masthead landmark (ShellPage's `header` locator would also match headers inside pages). */
  readonly banner: Locator;

  constructor(page: Page) {
    super(page);
    this.content = this.region('mfe-content');
    this.slideBanner = this.content.locator('[aria-roledescription="carousel"]');
    this.banner = page.getByRole('banner');
  }

  /** Opens a path and waits for the content remote's page to be drawn (its h1, or the home banner). */
  async visit(path: string) {
    const response = await this.open(path);
    if (path === '/') await expect(this.slideBanner).toBeVisible();
    else await expect(this.content.getByRole('heading', { level: 1 })).toBeVisible();
    return response;
  }

  heading(level: 1 | 2 = 1): Locator {
    return this.content.getByRole('heading', { level });
  }

  /** The shown slide's label, e.g. "2 of 3". */
  async currentSlide(): Promise<string | null> {
    return this.slideBanner.locator('[aria-roledescription="slide"][aria-hidden="false"]').getAttribute('aria-label');
  }

  async expectSlide(label: string) {
    await expect(this.slideBanner.locator('[aria-roledescription="slide"][aria-hidden="false"]')).toHaveAttribute('aria-label', label);
  }

  topicFilter(): Locator {
    return this.content.getByRole('navigation', { name: 'Filter by topic' });
  }

  /** The story cards of the blog list (not the page's own article element). */
  storyCards(): Locator {
    return this.content.getByRole('region', { name: /^(Latest Stories|Stories about .+)$/ }).getByRole('article');
  }

  /** The JSON-LD blocks the page wrote into its head, parsed. */
  async jsonLd(): Promise<Array<Record<string, unknown>>> {
    const text = await this.page.locator('#rv-content-jsonld').textContent();
    const parsed = JSON.parse(text ?? '[]') as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as Array<Record<string, unknown>>;
  }

  meta(selector: string): Locator {
    return this.page.locator(`head meta${selector}`);
  }

  menuButton(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
  }
}
