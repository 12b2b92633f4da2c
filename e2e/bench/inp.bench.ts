import { expect, test, type Page } from '@playwright/test';
import { BuildPage } from '../support/build.page';
import { CatalogPage } from '../support/catalog.page';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';
import { SearchPage } from '../support/search.page';
import { INP_BUDGET_MS, REPETITIONS, p75, recordInteractions, throttleCpu, timeInteraction } from './interaction-timing';
import { calibrateDevice } from './calibrate';

/**
 * INP of each repeated interaction, p75 of ten, with the CPU slowed to emulate a device class:
 * BENCH_DEVICE=low (default) or mid, or BENCH_CPU_SLOWDOWN=N for experiments.
 */
let slowdown = 1;
let description = '';
const figures: string[] = [];

test.beforeAll(async ({ browser }) => {
  ({ slowdown, description } = await calibrateDevice(browser));
});

test.afterAll(() => {
  console.log(`\nInteraction to Next Paint, p75 of ${REPETITIONS}, emulating ${description}`);
  console.log(figures.join('\n'));
});

/** Measures `act` REPETITIONS times on a throttled page and checks the p75 against the budget. */
async function bench(page: Page, name: string, act: (i: number) => Promise<void>, between?: (i: number) => Promise<void>) {
  await throttleCpu(page, slowdown);
  const durations: number[] = [];
  for (let i = 0; i < REPETITIONS; i += 1) {
    durations.push(await timeInteraction(page, () => act(i)));
    if (between) await between(i);
  }
  const figure = p75(durations);
  figures.push(`${name.padEnd(40)} p75 ${String(Math.round(figure)).padStart(4)} ms${figure > INP_BUDGET_MS ? ' !' : '  '} (${durations.map(Math.round).join(', ')})`);
  expect.soft(figure, `${name}: p75 INP ${Math.round(figure)} ms at ${slowdown}x CPU`).toBeLessThanOrEqual(INP_BUDGET_MS);
}

test.beforeEach(async ({ page }) => recordInteractions(page));

test('toggle a filter option', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await catalog.open('/product/montana/fifth-wheels/floorplans');
  await catalog.panelReady();
  await catalog.openSection('Price + Class');
  const option = catalog.region.getByRole('group', { name: 'Class' }).getByRole('checkbox').first();
  await bench(page, 'toggle a filter option', async () => {
    await option.click();
    await catalog.panelReady();
  });
});

test('move the price slider', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await catalog.open('/product/montana/fifth-wheels/floorplans');
  await catalog.panelReady();
  await catalog.openSection('Price + Class');
  const slider = catalog.region.getByRole('slider', { name: 'Minimum Price' });
  await slider.focus();
  await bench(page, 'move the price slider', async () => {
    await page.keyboard.press('ArrowRight');
  });
});

test('open compare with three floorplans', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await catalog.open('/product/montana/fifth-wheels/floorplans');
  await catalog.compareFirst(3);
  await bench(
    page,
    'open compare with three floorplans',
    async () => {
      await catalog.compareTrigger().click();
      await expect(catalog.compareDialog()).toBeVisible();
    },
    async () => {
      await page.keyboard.press('Escape');
      await expect(catalog.compareDialog()).toBeHidden();
    },
  );
});

test('answer a Get Matched question', async ({ page }) => {
  const quiz = new BuildPage(page);
  await quiz.open('/get-matched');
  await quiz.region.getByRole('link', { name: 'Start the quiz' }).click();
  const first = quiz.region.getByRole('button', { name: /^Yes/ });
  await expect(first).toBeVisible();
  await bench(
    page,
    'answer a Get Matched question',
    async () => {
      await first.click();
      await expect(page).toHaveURL(/\/get-matched\/tow-vehicle/);
    },
    async () => {
      await page.goBack();
      await expect(first).toBeVisible();
    },
  );
});

test('add an option in build and price', async ({ page }) => {
  const build = new BuildPage(page);
  await build.openCougarTravelTrailerOptions();
  const option = build.freeOptions().first();
  await expect(option).toBeVisible();
  await bench(page, 'add (and remove) an option in build and price', async (i) => {
    await option.click();
    await expect(option).toBeChecked({ checked: i % 2 === 0 });
  });
});

test('open the search overlay and type', async ({ page }) => {
  const search = new SearchPage(page);
  await page.goto('/');
  await bench(
    page,
    'open the search overlay and type',
    async () => {
      await search.openOverlay();
      await page.keyboard.type('battery', { delay: 80 });
      await expect(search.suggestions).toBeVisible();
    },
    async () => {
      await page.keyboard.press('Escape');
      await expect(search.overlay).toBeHidden();
    },
  );
});

test('claim a spiff (open the claim dialog)', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  await dealer.signInAs('demo.sales', 'Sales#2026', 'Sam');
  await dealer.openIncentives();
  const claim = dealer.region.getByRole('button', { name: /^Claim \$/ }).first();
  const dialog = page.getByRole('dialog', { name: 'Claim this spiff?' });
  await bench(
    page,
    'claim a spiff (open the claim dialog)',
    async () => {
      await claim.click();
      await expect(dialog).toBeVisible();
    },
    async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  );
});
