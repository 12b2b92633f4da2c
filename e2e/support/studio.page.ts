import { expect, type Locator, type Page } from '@playwright/test';
import type { DemoStaffName } from '../../api/test/staff-second-factor';
import { signInStaffOnPage } from './staff-sign-in';

/** A small, whole PNG (16 × 10, blue) for uploads to the media library, which decodes every pixel of an upload. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAKCAIAAAAy3EnLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQY02PQiFpAEmIY1TA0NQAAN021QSY7ZSoAAAAASUVORK5CYII=', 'base64');

/** The content studio (mfe-studio) as a staff member uses it: sign-in, a document's editor, its preview and history. */
export class StudioPage {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.locator('#rv-region-mfe-studio');
  }

  /** Signs in at /studio/sign-in with the password and the authenticator app's code, and waits for the studio's nav. */
  async signIn(username: DemoStaffName): Promise<void> {
    await this.page.goto('/studio/sign-in');
    await signInStaffOnPage(this.page, username);
    await expect(this.page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
  }

  /** Opens a document's editor from the list of its type: the one titled `title` (searched by its words), or the first. */
  async openDocument(type: string, title?: string): Promise<void> {
    await this.page.goto(`/studio/content/${type}${title ? `?q=${encodeURIComponent(title)}` : ''}`);
    const link = title ? this.region.getByRole('link', { name: title, exact: true }) : this.region.getByTestId('document-row').first().getByRole('link');
    await expect(link).toBeVisible();
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(this.region.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(this.saveButton).toBeVisible();
  }

  get saveButton(): Locator {
    return this.region.getByRole('button', { name: 'Save', exact: true });
  }

  /** One repeated item of a block, e.g. slide 1 of block 1. */
  item(label: string, n: number, block: number): Locator {
    return this.region.getByRole('group', { name: new RegExp(`^${label} ${n} of block ${block},`) });
  }

  block(n: number): Locator {
    return this.region.getByTestId('block').nth(n - 1);
  }

  /** Saves and waits for the version it became; returns that version. */
  async save(): Promise<number> {
    await this.saveButton.click();
    const status = this.region.getByText(/^Saved as version \d+\.$/);
    await expect(status).toBeVisible();
    return Number(/\d+/.exec((await status.textContent()) ?? '')?.[0]);
  }

  /** Uploads a new image with its alt text through an image field's media library, which chooses it. */
  async uploadImageInto(field: Locator, buttonName: string, alt: string): Promise<void> {
    const dialog = await this.openMediaLibrary(field, buttonName);
    await this.uploadInMediaLibrary(dialog, alt);
    await expect(dialog).toBeHidden();
  }

  /** Opens an image field's media library (a dialog) with its button; answers the dialog. */
  async openMediaLibrary(field: Locator, buttonName: string): Promise<Locator> {
    await field.getByRole('button', { name: buttonName }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByRole('form', { name: 'Upload an image' })).toBeVisible();
    return dialog;
  }

  /** Fills the media library's upload form (a small PNG, and `alt`, which may be empty) and sends it. */
  async uploadInMediaLibrary(library: Locator, alt: string): Promise<void> {
    await library.getByLabel('Image file').setInputFiles({ name: 'season.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await library.getByLabel('Alt text').fill(alt);
    await library.getByRole('button', { name: 'Upload' }).click();
  }

  /** Adds a text block at the end with one paragraph. */
  async addTextBlock(text: string): Promise<void> {
    await this.region.getByLabel('New block').selectOption('text');
    await this.region.getByRole('button', { name: 'Add block' }).click();
    const editor = this.region.getByTestId('block').last().getByRole('textbox', { name: 'Text' });
    await editor.click();
    await editor.pressSequentially(text);
  }

  tab(name: 'Edit' | 'Preview' | 'History'): Promise<void> {
    return this.region.getByRole('tab', { name }).click();
  }

  previewFrame(width: 390 | 1366) {
    return this.page.frameLocator(`iframe[title="Preview at ${width} px"]`);
  }

  /** Creates a new document of a type from its list (title and address name) and waits for its editor. */
  async createDocument(type: string, title: string, uid: string): Promise<void> {
    await this.page.goto(`/studio/content/${type}`);
    const form = this.region.getByRole('form', { name: `New ${type.replace(/_/g, ' ')}` });
    await form.getByLabel(/^Title of a new/).fill(title);
    await form.getByLabel('Its address name (uid)').fill(uid);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(this.region.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(this.saveButton).toBeVisible();
  }

  /** Adds a block of links at the end (the editor's "Links" block) and gives its first link a label and a web address. */
  async addLinkBlock(label: string, address: string): Promise<Locator> {
    await this.region.getByLabel('New block').selectOption('link_section');
    await this.region.getByRole('button', { name: 'Add block' }).click();
    const link = this.region.getByTestId('block').last().getByRole('group', { name: /^Link 1 of block/ });
    await link.getByLabel('Label', { exact: true }).fill(label);
    await link.getByLabel('Web address').fill(address);
    return link;
  }

  /** The summary of what stops a save, shown when a save is tried. */
  get refusal(): Locator {
    return this.region.getByRole('alert', { name: 'This cannot be saved yet' });
  }

  /** Ticks (or unticks) one role of a staff member on the Staff page and waits for the box to follow the API's answer. */
  async toggleRole(username: string, role: string): Promise<void> {
    await this.page.goto('/studio/staff');
    const box = this.region.getByRole('checkbox', { name: `${username}: ${role}` });
    const was = await box.isChecked();
    await box.click();
    await expect(box).toBeChecked({ checked: !was });
  }

  /** The audit's rows, newest first. */
  async auditRows(): Promise<Locator> {
    await this.page.goto('/studio/audit');
    const rows = this.region.getByTestId('audit-row');
    await expect(rows.first()).toBeVisible();
    return rows;
  }
}
