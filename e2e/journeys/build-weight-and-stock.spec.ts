import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { BuildPage } from '../support/build.page';

/** live weight in build and price, tow vehicle warnings, and build to nearby stock. */

const pounds = async (page: Page, testId: string) => Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^\d]/g, ''));
const optionCode = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

interface Model { referenceId: string; modelYear: number; brandSlug: string; typeClassSlug: string; name: string }
interface Unit { vin: string; referenceId: string; modelYear: number; modelName: string; brandSlug: string; typeClassSlug: string; options: string[]; dealer: { name: string; zip: string } }

/** The heaviest fifth wheel on the site (by shipping weight). */
async function heaviestFifthWheel(request: APIRequestContext): Promise<Model> {
  const res = await request.post('/api/search/v1/models', {
    data: { viewType: 'floorplan', size: 1, modelSpecifications: ['SHIPPINGWEIGHT'], sort: [{ field: 'weight', order: 'desc' }], filters: { model: { showOnWeb: true, active: true, typeClass: ['fifth-wheels'] } } },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).docs[0];
}

test('add two options and see the price and the weight change', async ({ page }) => {
  const build = new BuildPage(page);
  await test.step('open a travel trailer\'s options', async () => {
    await build.openCougarTravelTrailerOptions();
    await expect(build.region.getByTestId('build-weights')).toBeVisible();
    await expect(build.region.getByText('Hitch weight', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('each option raises the total, the weight and the hitch weight, and uses cargo capacity', async () => {
    const before = { total: await build.runningTotal(), weight: await pounds(page, 'build-weight'), hitch: await pounds(page, 'build-hitch-weight'), cargo: await pounds(page, 'build-cargo') };
    await expect(build.freeOptions().nth(1)).toBeVisible();
    await build.freeOptions().nth(0).check();
    await expect.poll(() => pounds(page, 'build-weight')).toBeGreaterThan(before.weight);
    const one = { total: await build.runningTotal(), weight: await pounds(page, 'build-weight') };
    expect(one.total).toBeGreaterThan(before.total);
    await build.freeOptions().nth(1).check();
    await expect.poll(() => pounds(page, 'build-weight')).toBeGreaterThan(one.weight);
    expect(await build.runningTotal()).toBeGreaterThan(one.total);
    const added = (await pounds(page, 'build-weight')) - before.weight;
    expect(await pounds(page, 'build-cargo')).toBe(before.cargo - added);
    expect(await pounds(page, 'build-hitch-weight')).toBeGreaterThan(before.hitch);
    await expectNoAxeViolations(page);
  });
  await test.step('the summary shows the same weights beside the price', async () => {
    const weight = await pounds(page, 'build-weight');
    await build.region.getByRole('link', { name: 'Review summary' }).click();
    await expect(page).toHaveURL(/\/summary\?/);
    await expect(build.sheetRows()).toHaveCount(4);
    await expect.poll(() => pounds(page, 'build-weight')).toBe(weight);
    await expectNoAxeViolations(page);
  });
});

test('a half-ton truck is warned off a heavy fifth wheel; the vehicle chosen in the product advisor is remembered', async ({ page }) => {
  const build = new BuildPage(page);
  const fifthWheel = await heaviestFifthWheel(page.request);
  const options = `/build-my-rv/${fifthWheel.brandSlug}/${fifthWheel.typeClassSlug}/${encodeURIComponent(fifthWheel.referenceId)}?year=${fifthWheel.modelYear}`;
  await test.step('choose the half-ton preset on the build and see the over-capacity warning', async () => {
    await build.open(options);
    await expect(build.region.getByText('Pin weight', { exact: true })).toBeVisible();
    await expect(build.region.getByRole('alert')).toHaveCount(0);
    await build.region.getByRole('combobox', { name: 'Tow vehicle' }).selectOption('half-ton');
    const alert = build.region.getByRole('alert');
    await expect(alert).toContainText('Over your tow vehicle\'s towing capacity');
    await expect(alert).toContainText('your vehicle is rated to tow 8,500 lb');
    await expect(alert).toContainText('Over your tow vehicle\'s payload: the pin weight');
    await expectNoAxeViolations(page);
  });
  await test.step('a 1-ton truck chosen in the product advisor is remembered on the build', async () => {
    await build.open('/product-advisor');
    await build.region.getByRole('button', { name: '1-ton truck or larger' }).click();
    await expect(build.region.getByRole('status').filter({ hasText: /floorplans you can safely tow/ })).toBeVisible();
    const narrow = build.region.getByRole('group', { name: 'Narrow the list' });
    await narrow.getByLabel('RV type').selectOption('fifth-wheels');
    await narrow.getByLabel('Sleeps').selectOption('4');
    await expect(page).toHaveURL(/type=fifth-wheels&sleeps=4/);
    await expect(build.region.getByRole('status').filter({ hasText: /floorplans you can safely tow/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await build.open(options);
    await expect(build.region.getByRole('combobox', { name: 'Tow vehicle' })).toHaveValue('one-ton');
    // Checked against the 1-ton's ratings now: its payload takes the pin weight (the heaviest fifth wheel may still be over 17,000 lb).
    await expect(build.region.getByText(/rated to tow 8,500 lb/)).toHaveCount(0);
    await expect(build.region.getByText(/Over your tow vehicle's payload/)).toHaveCount(0);
  });
  await test.step('back to the half-ton: the summary warns too', async () => {
    await build.region.getByRole('combobox', { name: 'Tow vehicle' }).selectOption('half-ton');
    await build.region.getByRole('link', { name: 'Review summary' }).click();
    await expect(build.region.getByRole('alert').filter({ hasText: 'Over your tow vehicle\'s towing capacity' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('find my build in stock near me and send it to that dealer', async ({ page }) => {
  const build = new BuildPage(page);
  const stock = await page.request.get('/api/inventory/v1/units?pageSize=50');
  const unit = ((await stock.json()).units as Unit[]).find((u) => u.options.length >= 2)!;
  expect(unit).toBeTruthy();
  const codes = unit.options.slice(0, 2).map(optionCode);
  await test.step('open the build of the unit\'s floorplan with two of its options', async () => {
    await build.open(`/build-my-rv/${unit.brandSlug}/${unit.typeClassSlug}/${encodeURIComponent(unit.referenceId)}/summary?year=${unit.modelYear}&options=${codes.join(',')}`);
    await expect(build.sheetRows()).toHaveCount(4);
  });
  await test.step('Find one near me lists units nearby, closest first, with the options they already have', async () => {
    await build.region.getByRole('button', { name: 'Find one near me' }).click();
    await build.region.getByLabel('Your ZIP or postal code').fill(unit.dealer.zip);
    await build.region.getByLabel('Within').selectOption('50');
    await build.region.getByRole('button', { name: 'Search dealer stock' }).click();
    await expect(build.region.getByRole('status').filter({ hasText: /in stock within 50 miles of/ })).toBeVisible();
    const item = build.region.getByRole('list', { name: 'Units in stock near you' }).getByRole('listitem').filter({ hasText: unit.vin });
    await expect(item.getByTestId('matching-options')).toHaveText(new RegExp(`^Has 2 of your 2 options: `));
    await expectNoAxeViolations(page);
    await test.step('Send my build to this dealer sends the lead with the build token and the unit', async () => {
      await item.getByRole('button', { name: `Send my build to this dealer: ${unit.dealer.name}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: `Contact ${unit.dealer.name}` })).toBeVisible();
      await build.fillLeadForm(dialog, unit.dealer.zip);
      await expectNoAxeViolations(page);
      const lead = await build.sendLeadForm(dialog);
      expect(lead.request().postDataJSON()).toMatchObject({ buildToken: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), vin: unit.vin });
    });
  });
});
