import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfPages } from '../../api/test/pdf-text';
import { expectNoAxeViolations } from '../support/axe';
import { BuildPage } from '../support/build.page';
import { ContentPage } from '../support/content.page';

/** The scripts a page loads, with their text: PDFs are made on the server, so none of them may carry a PDF library. */
function watchScripts(page: Page): Array<Promise<{ url: string; text: string }>> {
  const scripts: Array<Promise<{ url: string; text: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ url: response.url(), text }), () => ({ url: response.url(), text: '' })));
  });
  return scripts;
}

async function expectNoPdfLibrary(scripts: Array<Promise<{ url: string; text: string }>>) {
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  for (const { url, text } of loaded) {
    expect(url).not.toMatch(/pdf(kit|-lib|js)/i);
    expect(text, url).not.toMatch(/PDFDocument|%PDF-1\.\d/);
  }
}

test('a brochure link on /brochures leads to a several-page PDF whose text can be searched', async ({ page }) => {
  const scripts = watchScripts(page);
  const content = new ContentPage(page);
  let href = '';
  await test.step('the brochures page lists each brand\'s brochure, opening in a new tab', async () => {
    await content.visit('/brochures');
    await expectNoAxeViolations(page);
    const link = content.content.getByRole('link', { name: /^2026 Montana Brochure/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('type', 'application/pdf');
    href = (await link.getAttribute('href')) ?? '';
    expect(href).toBe('/api/media/brochure/montana-2026.pdf');
  });
  await test.step('the link answers with a PDF: cover, contents and a page per floorplan with its specifications', async () => {
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pages = await pdfPages(await response.body());
    expect(pages.length).toBeGreaterThan(5);
    expect(pages[0]).toContain('2026 Montana');
    expect(pages[1]).toContain('Contents');
    expect(pages.filter((p) => p.includes('Specifications')).length).toBeGreaterThan(2);
    expect(pages.join('\n')).toMatch(/GVWR \d{1,3},\d{3} lb/);
  });
  await test.step('no PDF code was sent to the browser', async () => {
    await expectNoPdfLibrary(scripts);
  });
});

test('a brand\'s owners page lists its owner\'s manuals by year, each a PDF with its floorplans\' weights and the owner library', async ({ page }) => {
  await page.goto('/owners/brand/cougar');
  const manuals = page.getByRole('region', { name: "Cougar owner's manuals" });
  const link = manuals.getByRole('link', { name: "2026 Cougar Owner's Manual (PDF)" });
  await expect(link).toHaveAttribute('href', '/api/media/owners-manual/cougar-2026.pdf');
  await expect(link).toHaveAttribute('target', '_blank');
  const response = await page.request.get('/api/media/owners-manual/cougar-2026.pdf');
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pages = await pdfPages(await response.body());
  expect(pages[0]).toContain("2026 Cougar");
  expect(pages[0]).toContain("Owner's Manual");
  expect(pages.join('\n')).toMatch(/GVWR: \d{1,3},\d{3} lb/);
  expect(pages.join('\n')).toContain('CAUTION: ');
});

test('the build summary downloads the build as a PDF with its options and total', async ({ page }) => {
  const scripts = watchScripts(page);
  const build = new BuildPage(page);
  let total = '';
  await test.step('build a Cougar travel trailer with one option and review it', async () => {
    await build.openCougarTravelTrailerOptions();
    await build.freeOptions().first().check();
    await build.region.getByRole('link', { name: 'Review summary' }).click();
    await expect(page).toHaveURL(/\/summary\?/);
    total = (await build.sheetTotal().textContent()) ?? '';
    expect(total).toMatch(/^\$[\d,]+$/);
  });
  await test.step('"Download PDF" saves the build and downloads its spec sheet', async () => {
    await expect(build.region.getByRole('button', { name: 'Print spec sheet' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await build.region.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^build-[A-Za-z0-9_-]{16}\.pdf$/);
    const text = (await pdfPages(await readFile((await download.path())!))).join('\n');
    expect(text).toMatch(/Your Cougar \S+ \d{4}/);
    expect(text).toContain(total);
    expect(text).toContain('For your dealer');
  });
  await test.step('no PDF code was sent to the browser', async () => {
    await expectNoPdfLibrary(scripts);
  });
});
