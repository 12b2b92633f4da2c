import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { CatalogPage } from '../support/catalog.page';

/** The view's yaw (radians) as the viewer reports it; 0 until it first turns. */
const yawOf = async (view: Locator) => Number((await view.getAttribute('data-yaw')) ?? 0);
/** How far the view turned from `from` to `to`, in (-π, π]: positive is to the right. */
const turned = (from: number, to: number) => {
  const delta = (to - from) % (2 * Math.PI);
  return delta > Math.PI ? delta - 2 * Math.PI : delta <= -Math.PI ? delta + 2 * Math.PI : delta;
};

test('a floorplan’s 360° view opens, turns by drag and by keyboard, and closes with Escape', async ({ page }) => {
  const catalog = new CatalogPage(page);
  const viewerChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/sphere-viewer\.[0-9a-f]+\.js$/.test(request.url())) viewerChunks.push(request.url());
  });
  const tourButton = page.getByRole('button', { name: /^360° view of / });
  const withTour = catalog.cards().filter({ has: tourButton }).first();
  let name = '';

  await test.step('a listing shows 360° only on cards with a tour, and loads no viewer yet', async () => {
    await catalog.open('/product/montana/fifth-wheels/floorplans');
    await expect(withTour).toBeVisible();
    await expect(catalog.cards().filter({ hasNot: tourButton }).first()).toBeVisible();
    name = (await withTour.getByRole('heading').getByRole('link').textContent()) ?? '';
    expect(viewerChunks).toEqual([]);
  });

  const dialog = page.getByRole('dialog', { name: `${name} 360° view` });
  const view = page.getByRole('application', { name: /interior$/ });
  await test.step('open it: the viewer loads its own chunk, draws the panorama and takes focus', async () => {
    await withTour.getByRole('button', { name: /^360° view of / }).click();
    await expect(page.getByRole('dialog', { name: /360° view$/ })).toBeVisible();
    await expect(page.getByText('Drag or use the arrow keys to look around.')).toBeVisible();
    await expect(view).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect(view.locator('canvas')).toBeVisible();
    await expect(view).toBeFocused();
    expect(viewerChunks).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  await test.step('drag to the left: the view turns right', async () => {
    const before = await yawOf(view);
    const shot = await view.screenshot();
    const box = (await view.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => turned(before, await yawOf(view))).toBeGreaterThan(0.2);
    await expect.poll(async () => (await view.screenshot()).equals(shot)).toBe(false);
  });

  await test.step('ArrowRight turns it further right while held', async () => {
    await expect(view).toBeFocused();
    const before = await yawOf(view);
    await page.keyboard.down('ArrowRight');
    await expect.poll(async () => turned(before, await yawOf(view))).toBeGreaterThan(0.1);
    await page.keyboard.up('ArrowRight');
  });

  await test.step('Escape closes it and returns focus to the card’s 360° button', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(withTour.getByRole('button', { name: /^360° view of / })).toBeFocused();
  });

  await test.step('the model page offers the same view for that floorplan', async () => {
    await withTour.getByRole('heading').getByRole('link').click();
    await expect(catalog.region.getByRole('heading', { level: 1 })).toContainText(name);
    await catalog.region.getByRole('button', { name: `360° view of ${name}` }).click();
    await expect(view).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
