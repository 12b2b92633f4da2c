import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { BuildPage } from '../support/build.page';
import { expectNoSidewaysScroll } from '../support/page-fit';

/** Build and price on a phone: at 390 px the page was 569 px wide, Decor 553 px and the price panel cut off. */
test.use({ viewport: { width: 390, height: 844 } });

/** The element's box lies wholly inside the window's width. */
async function expectInsideWidth(box: Locator, name: string) {
  await expect(box, `${name} is shown`).toBeVisible();
  const rect = (await box.boundingBox())!;
  expect(Math.round(rect.x), `${name} starts inside the window (left edge at ${Math.round(rect.x)} px)`).toBeGreaterThanOrEqual(0);
  expect(Math.round(rect.x + rect.width), `${name} ends inside the 390 px window (${Math.round(rect.width)} px wide)`).toBeLessThanOrEqual(390);
}

test('the options step and the summary fit a 390 px phone', async ({ page }) => {
  const build = new BuildPage(page);
  await test.step('the Cougar 340RL options step: no sideways scroll, Decor and the price panel inside the window', async () => {
    await build.open('/build-my-rv/cougar/travel-trailers/340RL');
    await expect(build.region.getByRole('heading', { level: 1, name: /^Build your/ })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the options step');
    await expectInsideWidth(build.region.getByRole('group', { name: /Decor/ }), 'the Decor box');
    await expectInsideWidth(build.region.getByRole('status').filter({ hasText: /^Total:/ }), 'the price panel\'s total');
    await expectInsideWidth(build.region.getByRole('group').filter({ hasText: /Option packages/ }).first(), 'the option packages');
    await expectNoAxeViolations(page);
  });
  await test.step('the summary: no sideways scroll, the spec sheet inside the window', async () => {
    await build.region.getByRole('link', { name: 'Review summary' }).first().click();
    await expect(build.sheetTotal()).toBeVisible();
    await expectNoSidewaysScroll(page, 'the build summary');
    await expectInsideWidth(build.region.getByRole('table'), 'the spec sheet');
  });
});
