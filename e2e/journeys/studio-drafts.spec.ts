import { expect, test } from '@playwright/test';
import { STUDIO_MESSAGES } from '@rv/domain/studio';
import { expectNoAxeViolations } from '../support/axe';
import { StudioPage } from '../support/studio.page';

/**
 * An editor writes a new blog post: the browser refuses a missing title and a link to a page that does not
 * exist with the words of the schema the API refuses them with, beside each field; the post, never
 * published, previews as the site draws it, and stays off the site.
 */

test('a new post is checked as the API checks it, and previews before it was ever published', async ({ browser, page: visitor }) => {
  test.setTimeout(120_000);
  const studio = new StudioPage(await (await browser.newContext()).newPage());
  await studio.signIn('staff.editor');
  const title = 'First frost at the lake';
  await studio.createDocument('blog_detail', title, 'first-frost-at-the-lake');

  await test.step('a link to a page that does not exist and a missing title are refused in the browser, in the schema\'s words', async () => {
    const link = await studio.addLinkBlock('Our dealers', '/no-such-page');
    const address = link.getByLabel('Web address');
    await expect(address).toHaveAccessibleDescription(STUDIO_MESSAGES.brokenAddress('/no-such-page'));
    const titleField = studio.region.getByLabel('Title', { exact: true }).first();
    await titleField.fill('');
    await expect(titleField).toHaveAccessibleDescription('Title is required');
    await studio.saveButton.click();
    await expect(studio.refusal).toContainText(`Link 1, Link: ${STUDIO_MESSAGES.brokenAddress('/no-such-page')}`);
    await expect(studio.refusal).toContainText('Title: Title is required');
    await expectNoAxeViolations(studio.page);

    await address.fill('/find-a-dealer');
    await titleField.fill(title);
    await expect(address).not.toHaveAttribute('aria-invalid', 'true');
    expect(await studio.save()).toBe(2);
  });

  await test.step('the post, never published, previews as the site draws it', async () => {
    await studio.tab('Preview');
    for (const width of [390, 1366] as const) {
      await expect(studio.previewFrame(width).getByRole('heading', { name: title }).first()).toBeVisible();
    }
    const response = await visitor.goto('/keystone-life/first-frost-at-the-lake');
    expect(response?.status()).toBe(404);
  });
});
