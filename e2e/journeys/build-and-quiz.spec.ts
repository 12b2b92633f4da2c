import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { BuildPage } from '../support/build.page';

test('build a trailer with two options, see the total, share it and reopen it on another device', async ({ page, browser }) => {
  const build = new BuildPage(page);
  let total = 0;
  let shareLink = '';
  await test.step('choose brand, type and floorplan', async () => {
    await build.open('/build-my-rv');
    await expectNoAxeViolations(page);
    await build.region.getByRole('link', { name: /^Cougar/ }).first().click();
    await expect(build.region.getByRole('heading', { level: 1, name: /Build a Cougar/ })).toBeVisible();
    await build.region.getByRole('link', { name: /Travel Trailers/ }).first().click();
    await expect(build.region.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await build.region.getByRole('link', { name: /^Build / }).first().click();
    await expect(build.region.getByRole('heading', { level: 1, name: /^Build your/ })).toBeVisible();
  });
  await test.step('choose two options and see the total change', async () => {
    const base = await build.runningTotal();
    const options = build.freeOptions();
    await expect(options.nth(1)).toBeVisible();
    await options.nth(0).check();
    await expect.poll(() => build.runningTotal()).toBeGreaterThan(base);
    const one = await build.runningTotal();
    await build.freeOptions().nth(1).check();
    await expect.poll(() => build.runningTotal()).toBeGreaterThan(one);
    total = await build.runningTotal();
    await build.region.getByRole('group', { name: 'Decor' }).getByRole('radio').first().check();
    await expectNoAxeViolations(page);
  });
  await test.step('the summary lists base MSRP, both options and the total, with the footer', async () => {
    await build.region.getByRole('link', { name: 'Review summary' }).click();
    await expect(page).toHaveURL(/\/summary\?/);
    await expect(build.sheetTotal()).toHaveText(`$${total.toLocaleString('en-US')}`);
    await expect(build.sheetRows()).toHaveCount(4);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('save and share the link', async () => {
    await build.region.getByRole('button', { name: 'Save & share my build' }).click();
    const input = build.region.getByRole('textbox', { name: 'Share link' });
    await expect(input).toHaveValue(/\/summary\?build=[A-Za-z0-9_-]{16}$/);
    shareLink = await input.inputValue();
  });
  await test.step('a new browser context opens the link and sees the same build', async () => {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const again = new BuildPage(otherPage);
    await otherPage.goto(shareLink);
    await expect(again.sheetTotal()).toHaveText(`$${total.toLocaleString('en-US')}`);
    await expect(again.sheetRows()).toHaveCount(4);
    await expectNoAxeViolations(otherPage);
    await otherPage.goto(shareLink.replace(/build=.*/, 'build=AAAAAAAAAAAAAAAA'));
    await expect(otherPage.getByText('We could not find a saved build for this link.', { exact: false })).toBeVisible();
    await other.close();
  });
});

test('take the Get Matched quiz to results', async ({ page }) => {
  const quiz = new BuildPage(page);
  await test.step('start', async () => {
    await quiz.open('/get-matched');
    await expect(quiz.resultsFound()).toBeVisible();
    await expectNoAxeViolations(page);
    await quiz.region.getByRole('link', { name: 'Start the quiz' }).click();
  });
  await test.step('answer the questions; the count narrows', async () => {
    await quiz.answer('Yes');
    await expect(page).toHaveURL(/\/get-matched\/tow-vehicle\?new-owner=yes/);
    const all = Number(((await quiz.resultsFound().textContent()) ?? '').replace(/\D/g, ''));
    await quiz.answer('Half-ton truck');
    await expect.poll(async () => Number(((await quiz.resultsFound().textContent()) ?? '').replace(/\D/g, ''))).toBeLessThan(all);
    await expect(quiz.region.getByRole('link', { name: 'Back to Results' })).toBeVisible();
    await expectNoAxeViolations(page);
    await quiz.answer('3 to 4 people');
    await quiz.answer('$40-60K');
    await quiz.answer('Travel trailer');
    await quiz.answer('No');
    await quiz.answer('Spring to fall');
    await expect(quiz.region.getByRole('heading', { name: 'Any must-have features?' })).toBeVisible();
    await quiz.region.getByRole('link', { name: 'See my results' }).click();
  });
  await test.step('results show matching floorplans', async () => {
    await expect(page).toHaveURL(/\/get-matched\/results\?/);
    await expect(quiz.region.getByRole('heading', { name: 'Your matches' })).toBeVisible();
    await expect(quiz.region.getByRole('article').first()).toBeVisible();
    await expect(quiz.region.getByRole('link', { name: 'Start Over' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('closing asks first', async () => {
    await quiz.region.getByRole('button', { name: 'Close Get Matched' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave Get Matched?' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep going' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('find what a half-ton truck can tow', async ({ page }) => {
  const advisor = new BuildPage(page);
  await advisor.open('/product-advisor');
  await advisor.region.getByRole('button', { name: 'Half-ton truck' }).click();
  await expect(advisor.region.getByRole('status').filter({ hasText: /floorplans you can safely tow/ })).toBeVisible();
  await expect(advisor.region.getByRole('article').first()).toBeVisible();
  await expect(advisor.region.getByText(/20% safety margin/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('search dealer inventory near a ZIP', async ({ page }) => {
  const stock = new BuildPage(page);
  await stock.open('/inventory');
  await stock.region.getByRole('textbox', { name: 'ZIP or postal code' }).fill('46526');
  await stock.region.getByRole('button', { name: 'Search inventory' }).click();
  await expect(stock.region.getByRole('heading', { name: /units in stock within 250 miles of Goshen/ })).toBeVisible();
  await expect(stock.region.getByRole('article').first()).toContainText(/VIN [A-Z0-9]{17}/);
  await expectNoAxeViolations(page);
});

test('spec finder finds a floorplan by name and shows its spec sheet', async ({ page }) => {
  const finder = new BuildPage(page);
  await finder.open('/spec-finder');
  await finder.region.getByRole('textbox', { name: 'Reference id or name' }).fill('Montana');
  await finder.region.getByRole('button', { name: 'Find specs' }).click();
  await finder.region.getByRole('link', { name: /^Montana/ }).first().click();
  await expect(finder.region.getByRole('heading', { level: 2, name: /^Montana/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
