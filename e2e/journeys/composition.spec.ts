import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { NOT_YET_HYDRATED, ShellPage } from '../support/shell.page';

/** One path per route family and the remote that must render it (shared-lib route table). */
const FAMILIES: Array<[string, string]> = [
  ['/product', 'mfe-catalog'],
  ['/product/montana/fifth-wheels/floorplans', 'mfe-catalog'],
  ['/get-matched', 'mfe-catalog'],
  ['/build-my-rv', 'mfe-catalog'],
  ['/privacy-policy', 'mfe-content'],
  ['/keystone-life', 'mfe-content'],
  ['/innovations', 'mfe-content'],
  ['/owners', 'mfe-owners'],
  ['/owners-how-to', 'mfe-owners'],
  ['/find-a-dealer', 'mfe-forms'],
  ['/ignite/sales/login', 'mfe-dealer'],
];

test.describe('runtime composition', () => {
  for (const [path, remote] of FAMILIES) {
    test(`${path} is rendered by ${remote}`, async ({ page }) => {
      const shell = new ShellPage(page);
      const response = await shell.open(path);
      expect(response?.status()).toBe(200);
      await expect(shell.region(remote).getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the masthead shows navigation from the database', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/product');
    await shell.expectMastheadNavigation();
    await page.getByRole('button', { name: 'Shop RVs' }).click();
    await expect(shell.masthead.getByRole('link', { name: /Montana/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown path answers 404 with the error page', async ({ page }) => {
    const shell = new ShellPage(page);
    const response = await shell.open('/this-page-is-not-here');
    expect(response?.status()).toBe(404);
    await shell.expectNotFound();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a remote whose files are blocked degrades to a fallback while the rest works', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.route('**/remotes/mfe-catalog/**', (route) => route.abort());
    await test.step('the catalogue region shows a fallback with a retry', async () => {
      await shell.open('/product');
      await expect(shell.region('mfe-catalog').getByRole('alert')).toContainText('could not be loaded');
      await shell.expectMastheadNavigation();
      await expectNoAxeViolations(page);
    });
    await test.step('other remotes keep working', async () => {
      await page.getByRole('button', { name: 'Explore' }).click();
      await page.getByRole('link', { name: 'Innovations' }).first().click();
      await expect(shell.region('mfe-content').getByRole('heading', { level: 1 })).toBeVisible();
    });
    await test.step('retry loads the remote once its files are back', async () => {
      await page.unroute('**/remotes/mfe-catalog/**');
      await page.goBack();
      await shell.region('mfe-catalog').getByRole('button', { name: 'Try again' }).click();
      await expect(shell.region('mfe-catalog').getByRole('heading', { name: 'Find Your RV' })).toBeVisible();
    });
  });

  test('a malformed remotes.json shows the layout and an error, not a blank page', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"mfe-catalog":' }));
    await shell.open('/product');
    await expect(shell.main.getByRole('alert')).toContainText('remotes.json is not valid JSON.');
    await shell.expectMastheadNavigation();
    await expectNoAxeViolations(page);
  });

  test('an event published in one remote is received in another (one bus)', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/product');
    await shell.region('mfe-catalog').getByRole('button', { name: 'Search the site' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search the site' });
    await expect(overlay.getByRole('searchbox')).toHaveValue('bunkhouse');
    await expect(overlay.getByRole('searchbox')).toBeFocused();
    await expectNoAxeViolations(page);
    await overlay.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?query=bunkhouse/);
  });

  test('one copy of each shared singleton runs in the page', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/product');
    await expect(shell.region('mfe-catalog').getByRole('heading', { level: 1 })).toBeVisible();
    // Every federation instance records which container provides each shared package; one
    // provider per package means one copy runs, whichever remote asked for it.
    // The server drew the page: its heading shows before the remote has loaded and mounted over it.
    await expect(page.locator(NOT_YET_HYDRATED)).toHaveCount(0);
    const providers = await page.evaluate(() => {
      type Info = { from: string; loaded?: boolean };
      const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> } }).__FEDERATION__.__SHARE__;
      const result: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(packages)) {
            for (const info of Object.values(versions)) {
              if (info.loaded && !(result[pkg] ??= []).includes(info.from)) result[pkg].push(info.from);
            }
          }
        }
      }
      return result;
    });
    // React Router and rxjs run as part of shared-lib's singletons (@rv/shared-lib/router, and the core
    // entry's event bus), never as whole packages of their own: each has one copy, tree-shaken.
    for (const pkg of ['react', 'react-dom', 'zustand', '@rv/shared-lib', '@rv/shared-lib/router']) expect(providers[pkg], pkg).toEqual(['shell']);
    expect(Object.keys(providers).filter((pkg) => pkg === 'react-router-dom' || pkg === 'rxjs')).toEqual([]);
  });
});
