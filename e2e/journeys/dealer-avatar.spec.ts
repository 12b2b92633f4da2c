import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const MAMBO = '/api/mambo/v1/keystonerv_production';
/** A 1x1 PNG: the API checks that the bytes are the image they claim to be. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Gives an account a profile image through the rewards API (dealer spec: the calls, image upload URL). */
async function uploadProfileImage(request: APIRequestContext, username: string, password: string) {
  const signIn = await request.post('/api/auth/signin', { data: { username, password, context: 'DEALER' } });
  expect(signIn.status(), `sign-in of ${username}`).toBe(200);
  const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  const { uuid } = (await (await request.get(`${MAMBO}/user/validate`, { headers })).json()) as { uuid: string };
  const upload = await request.post(`${MAMBO}/users/${uuid}/image`, { headers, multipart: { image: { name: 'avatar.png', mimeType: 'image/png', buffer: PNG } } });
  expect(upload.status(), 'profile image upload').toBe(200);
}

/** the avatar's image needs the dealer's token, which a plain <img src> never sends. */
test('the navigation avatar shows the profile image, fetched with the token', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  const imageStatuses: number[] = [];
  page.on('response', (response) => {
    if (/\/users\/[^/]+\/image$/.test(new URL(response.url()).pathname)) imageStatuses.push(response.status());
  });
  await uploadProfileImage(page.request, 'demo.sales2', 'Sales#2026');
  await dealer.signInAs('demo.sales2', 'Sales#2026', 'Taylor');
  const avatar = dealer.nav.locator('img');
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect(imageStatuses).toEqual([200]);
  await expectNoAxeViolations(page);
});
