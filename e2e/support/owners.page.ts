import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell.page';

/** The pages mfe-owners renders: owner support landing, articles, categories, brands and the how-to library. */
export class OwnersPage extends ShellPage {
  readonly owners: Locator;

  constructor(page: Page) {
    super(page);
    this.owners = this.region('mfe-owners');
  }

  /** Opens a path and waits for the owners page's h1. */
  async visit(path: string) {
    const response = await this.open(path);
    await expect(this.h1()).toBeVisible();
    return response;
  }

  h1(): Locator {
    return this.owners.getByRole('heading', { level: 1 });
  }

  section(name: string | RegExp): Locator {
    return this.owners.getByRole('region', { name });
  }

  /** The card links inside a section, by their article titles. */
  cardLinks(section: string | RegExp): Locator {
    return this.section(section).getByRole('heading', { level: 3 }).getByRole('link');
  }

  loadMore(section: string | RegExp): Locator {
    return this.section(section).getByRole('button', { name: 'Load More' });
  }

  /** Presses Load More until it is gone, checking each press adds cards; returns the final card count. */
  async loadAll(section: string | RegExp): Promise<number> {
    const cards = this.section(section).getByRole('listitem');
    for (let pressed = 0; await this.loadMore(section).isVisible(); pressed += 1) {
      const before = await cards.count();
      await this.loadMore(section).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
      expect(pressed, 'Load More pressed more than 10 times').toBeLessThan(10);
    }
    return cards.count();
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async cookie(name: string): Promise<string | undefined> {
    const cookies = await this.page.context().cookies();
    const found = cookies.find((c) => c.name === name);
    return found ? decodeURIComponent(found.value) : undefined;
  }

  /** Lets reveal-on-scroll run everywhere on the page, so axe sees the cards as the visitor does. */
  async scrollThrough() {
    await this.page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
      window.scrollTo(0, 0);
    });
  }
}
