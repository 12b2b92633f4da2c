import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/** The player's state, read from the video element itself. */
const state = (video: HTMLVideoElement) => ({
  paused: video.paused, time: video.currentTime, duration: video.duration, error: video.error?.code ?? null,
  captions: [...video.textTracks].map((t) => ({ kind: t.kind, mode: t.mode, cues: t.cues?.length ?? 0, first: (t.cues?.[0] as VTTCue | undefined)?.text ?? '' })),
});

test('a how-to video plays from the site with captions, by keyboard, and nothing is fetched from outside', async ({ page, request }) => {
  const howto = (await (await request.get('/api/content/v1/documents/howto_detail/how-to-winterize-your-rv')).json()).data as { title: string; steps: Array<{ text: string }> };
  const outside: string[] = [];
  page.on('request', (req) => { if (!req.url().startsWith('http://127.0.0.1')) outside.push(req.url()); });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/owners-how-to/how-to-winterize-your-rv');
  await expect(page.getByRole('heading', { level: 1, name: howto.title })).toBeVisible();
  const video = page.getByLabel(`Video: ${howto.title}`);
  await expect(video).toHaveAttribute('src', '/api/media/video/howto--how-to-winterize-your-rv.webm');

  await test.step('its length and transcript come with it, in the how-to\'s own words', async () => {
    await expect(page.getByText(/^Length 0:\d\d$/)).toBeVisible();
    await page.getByText('Transcript', { exact: true }).click();
    await expect(page.getByText(`Step 2: ${howto.steps[1].text.replace(/\.$/, '')}.`)).toBeVisible();
  });

  await test.step('Space on the focused player plays it; it runs, its captions showing', async () => {
    await video.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => {
      const v = document.querySelector('video');
      return v !== null && !v.paused && v.currentTime > 1;
    });
    const now = await video.evaluate(state);
    expect(now.error).toBeNull();
    expect(now.duration).toBeGreaterThan(10);
    expect(now.captions).toEqual([{ kind: 'captions', mode: 'showing', cues: expect.any(Number), first: howto.title }]);
    expect(now.captions[0].cues).toBeGreaterThan(3);
  });

  await test.step('Space again pauses it, and it can be moved on', async () => {
    await page.keyboard.press('Space');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await video.evaluate((v: HTMLVideoElement) => { v.currentTime = v.duration - 1; });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(5);
  });

  expect(outside).toEqual([]);
  await expectNoAxeViolations(page);
});
