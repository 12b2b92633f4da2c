import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Where the content names a video, the site draws an illustrated guide: the guide's picture and its steps in the
 * how-to's own words, with no video player (the "videos" were slideshows of one drawing; docs/decisions.md).
 */
test('a how-to\'s video is an illustrated guide: its steps in the how-to\'s words, no player, nothing fetched from outside', async ({ page, request }) => {
  const howto = (await (await request.get('/api/content/v1/documents/howto_detail/how-to-winterize-your-rv')).json()).data as { title: string; steps: Array<{ text: string }> };
  const outside: string[] = [];
  const videos: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith('http://127.0.0.1')) outside.push(req.url());
    if (req.resourceType() === 'media' || /\.webm\b/.test(req.url())) videos.push(req.url());
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/owners-how-to/how-to-winterize-your-rv');
  await expect(page.getByRole('heading', { level: 1, name: howto.title })).toBeVisible();
  const guide = page.getByRole('figure', { name: `Illustrated guide: ${howto.title}` });
  await expect(guide.getByText('Illustrated guide', { exact: true })).toBeVisible();
  await expect(guide.getByRole('listitem').filter({ hasText: `Step 2: ${howto.steps[1].text.replace(/\.$/, '')}.` })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(videos).toEqual([]);
  expect(outside).toEqual([]);
  await expectNoAxeViolations(page);
});
