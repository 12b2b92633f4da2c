import { expect, test } from '@playwright/test';
import { StudioPage } from '../support/studio.page';

/**
 * Two editors open the same blog post: the second save is refused with the first one's change shown, and
 * nothing either typed is lost (the refused text stays in the form and comes back after a reload).
 */

const POST = 'Desert Camping in Winter';

test('the second of two editors saving the same post is refused with the first one\'s change, and loses nothing', async ({ browser }) => {
  test.setTimeout(150_000);
  const first = new StudioPage(await (await browser.newContext()).newPage());
  const second = new StudioPage(await (await browser.newContext()).newPage());
  await first.signIn('staff.editor');
  await second.signIn('staff.publisher');
  await first.openDocument('blog_detail', POST);
  await second.openDocument('blog_detail', POST);

  const firstWords = 'Warm days, cold nights: our winter guide.';
  const secondWords = 'How to keep the tanks from freezing in the desert.';
  await test.step('the first editor changes the description and saves', async () => {
    await first.region.getByLabel('Description', { exact: true }).fill(firstWords);
    await first.save();
  });

  await test.step("the second editor's save is refused with the first one's change shown, and the text typed stays", async () => {
    await second.region.getByLabel('Meta description', { exact: true }).fill(secondWords);
    await second.saveButton.click();
    const notice = second.region.getByRole('alert', { name: 'Saved meanwhile by someone else' });
    await expect(notice).toBeVisible();
    await expect(notice.getByTestId('change').filter({ hasText: 'description' }).first()).toContainText(firstWords);
    await expect(second.region.getByLabel('Meta description', { exact: true })).toHaveValue(secondWords);
  });

  // The refused text is kept as this editor's draft on the server once typing rests.
  await expect(second.region.getByText(/^Draft kept at/)).toBeVisible();
  await test.step('after a reload the second editor still has the typed text, and saves it over the first one\'s version', async () => {
    await second.page.reload();
    await expect(second.region.getByText(/Your unsaved changes of .* are back\./)).toBeVisible();
    await expect(second.region.getByLabel('Meta description', { exact: true })).toHaveValue(secondWords);
    await second.saveButton.click();
    await second.region.getByRole('button', { name: 'Keep my text and save over theirs' }).click();
    // Their change to a field this editor left alone is kept with this editor's text: a three-way merge.
    await expect(second.region.getByText(/^Your text is kept on top of version 2, with their other changes\./)).toBeVisible();
    await expect(second.region.getByLabel('Description', { exact: true })).toHaveValue(firstWords);
    await second.save();
    await first.page.reload();
    await expect(first.region.getByLabel('Meta description', { exact: true })).toHaveValue(secondWords);
    await expect(first.region.getByLabel('Description', { exact: true })).toHaveValue(firstWords);
  });
});
