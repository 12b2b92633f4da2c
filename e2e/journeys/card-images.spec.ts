import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** One image of a row of cards: where it was drawn from and where it sits. */
interface CardImage { src: string; row: number; x: number; container: string }

/**
 * The images of every row of cards on the page: a container with two or more children that each hold an
 * image, its children grouped by the line they sit on, left to right.
 */
async function cardRows(page: Page): Promise<CardImage[][]> {
  return page.evaluate(() => {
    const rows: Array<Array<{ src: string; row: number; x: number; container: string }>> = [];
    const main = document.querySelector('main') ?? document.body;
    main.querySelectorAll('*').forEach((container, c) => {
      const cards = [...container.children].filter((child) => child.querySelector('img') && (child as HTMLElement).offsetWidth > 0);
      if (cards.length < 2) return;
      const byLine = new Map<number, Array<{ src: string; row: number; x: number; container: string }>>();
      for (const card of cards) {
        const img = card.querySelector('img')!;
        const box = card.getBoundingClientRect();
        const top = Math.round(box.top + window.scrollY);
        const line = [...byLine.keys()].find((t) => Math.abs(t - top) < 8) ?? top;
        byLine.set(line, [...(byLine.get(line) ?? []), { src: img.currentSrc || img.src, row: line, x: box.left, container: `${container.tagName.toLowerCase()}#${c}` }]);
      }
      for (const line of byLine.values()) if (line.length > 1) rows.push(line.sort((a, b) => a.x - b.x));
    });
    return rows;
  });
}

/** An image's drawing without its name: an SVG's label, title and id names are left out, so two names of one drawing hash alike. */
async function drawingHash(request: APIRequestContext, src: string, kept: Map<string, string>): Promise<string> {
  const known = kept.get(src);
  if (known) return known;
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  const type = res.headers()['content-type'] ?? '';
  let body: Buffer | string = await res.body();
  if (type.includes('svg')) {
    const names = new Map<string, string>();
    body = body.toString('utf8').replace(/<title[^>]*>[\s\S]*?<\/title>/g, '').replace(/\saria-label="[^"]*"/g, '')
      .replace(/(id="|#|aria-labelledby=")([A-Za-z][\w-]*)/g, (_m, lead: string, name: string) => {
        if (!names.has(name)) names.set(name, `n${names.size}`);
        return `${lead}${names.get(name)}`;
      });
  }
  const hash = createHash('sha256').update(body).digest('hex');
  kept.set(src, hash);
  return hash;
}

/** Scrolls to the end a screen at a time, so lazy images load, and waits until every image has loaded. */
async function loadAllImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 800) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() => [...document.images].filter((i) => i.getBoundingClientRect().top < window.innerHeight).every((i) => i.complete));
  }
  await page.waitForFunction(() => [...document.images].every((i) => i.complete || i.loading === 'lazy'));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The pages of the check: a path, or a way to find one from the API. */
async function journeyPages(request: APIRequestContext): Promise<Array<[string, string]>> {
  const search = await request.post('/api/search/v1/models', {
    data: { viewType: 'floorplan', size: 1, filters: { model: { showOnWeb: true, active: true, typeClass: ['fifth-wheels'] } } },
  });
  expect(search.status()).toBe(200);
  const model = (await search.json()).docs[0] as { referenceId: string; modelYear: number; brandSlug: string; typeClassSlug: string };
  const at = `${model.brandSlug}/${model.typeClassSlug}`;
  const articles = await request.get('/api/content/v1/documents?type=or_support_article&pageSize=1');
  const article = (await articles.json()).results[0] as { uid: string };
  return [
    ['home', '/'],
    // A brand with two RV types, so its page has a row of type cards.
    ['brand page', '/product/cougar'],
    ['floorplan list', `/product/${at}/floorplans`],
    ['model page', `/product/${at}/floorplans/${encodeURIComponent(model.referenceId)}`],
    ['build summary', `/build-my-rv/${at}/${encodeURIComponent(model.referenceId)}/summary?year=${model.modelYear}`],
    ['owner article', `/owners/${article.uid}`],
    ['blog', '/keystone-life'],
  ];
}

test('no two neighbouring cards show the same image', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const hashes = new Map<string, string>();
  const repeats: string[] = [];
  let rowsChecked = 0;
  for (const [name, path] of await journeyPages(request)) {
    await test.step(`${name}: ${path}`, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await loadAllImages(page);
      const repeatsBefore = repeats.length;
      const rows = await cardRows(page);
      testInfo.annotations.push({ type: name, description: `${rows.length} rows of cards, ${rows.reduce((n, r) => n + r.length, 0)} cards` });
      for (const row of rows) {
        rowsChecked += 1;
        for (let i = 1; i < row.length; i += 1) {
          const [a, b] = [row[i - 1], row[i]];
          const same = new URL(a.src).pathname === new URL(b.src).pathname
            || (await drawingHash(request, a.src, hashes)) === (await drawingHash(request, b.src, hashes));
          if (same) repeats.push(`${name} ${a.container}: ${a.src} beside ${b.src}`);
        }
      }
      // A capture of the page only when it shows a repeat: seven full-page captures cost 15 s a run.
      if (repeats.length > repeatsBefore) {
        const shot = testInfo.outputPath(`${name.replace(/ /g, '-')}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        await testInfo.attach(`${name}.png`, { path: shot, contentType: 'image/png' });
      }
    });
  }
  expect(rowsChecked).toBeGreaterThan(7);
  expect(repeats).toEqual([]);
});

test('the check sees a repeated image, by address and by drawing', async ({ page, request }) => {
  await page.goto('/api/health');
  // Two cards with one address, then two names of one drawing would pass unseen if the check were blind.
  await page.setContent(`<main><ul style="display:flex;list-style:none">${['a', 'a', 'b', 'c'].map((n) => `<li><img src="/api/media/brand-logo/${n === 'c' ? 'cougar' : n === 'b' ? 'carbon' : 'cougar'}.svg" width="100" height="60" alt=""></li>`).join('')}</ul></main>`);
  await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
  const [row] = await cardRows(page);
  expect(row.map((c) => new URL(c.src).pathname)).toEqual(['/api/media/brand-logo/cougar.svg', '/api/media/brand-logo/cougar.svg', '/api/media/brand-logo/carbon.svg', '/api/media/brand-logo/cougar.svg']);
  const hashes = new Map<string, string>();
  expect(await drawingHash(request, row[0].src, hashes)).toBe(await drawingHash(request, `${row[3].src}?again`, hashes));
  expect(await drawingHash(request, row[0].src, hashes)).not.toBe(await drawingHash(request, row[2].src, hashes));
});
