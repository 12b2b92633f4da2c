import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const S = '/ignite/sales';

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The dealer portal (mfe-dealer) and its navigation in the shell. */
export class DealerPage {
  readonly region: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.region = page.locator('#rv-region-mfe-dealer');
    this.nav = page.getByRole('navigation', { name: 'Dealer portal' });
  }

  heading(name: string | RegExp): Locator {
    return this.region.getByRole('heading', { level: 1, name });
  }

  async openLogin() {
    await this.page.goto(`${S}/login`);
    await expect(this.heading('Dealer Login')).toBeVisible();
  }

  /** Signs in on the login page the browser is on. */
  async signIn(username: string, password: string) {
    await expect(this.heading('Dealer Login')).toBeVisible();
    await expect(this.page).toHaveTitle('Dealer Login');
    await this.region.getByLabel('Username').fill(username);
    await this.region.getByLabel('Password').fill(password);
    await this.region.getByRole('button', { name: 'Sign in' }).click();
  }

  async expectDashboard(firstName: string) {
    await expect(this.page).toHaveURL(new RegExp(`${S}/dashboard$`));
    await expect(this.heading(`Welcome, ${firstName}`)).toBeVisible();
  }

  /** The first-time welcome modal of the dashboard (FIRST_TIME_MODAL_DISPLAYED). */
  welcomeDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Welcome to the dealer portal' });
  }

  /** Closes the welcome modal, which must be open, with its Get started button. */
  async closeWelcome() {
    const dialog = this.welcomeDialog();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Get started' }).click();
    await expect(dialog).toHaveCount(0);
  }

  /**
   * Sets an account's FIRST_TIME_MODAL_DISPLAYED through the API (PUT /api/auth/me/attribute), so a
   * journey about something else never meets the welcome modal ('true'), or one about it always does ('false').
   */
  async setWelcomeSeen(request: APIRequestContext, username: string, password: string, seen: boolean) {
    const signIn = await request.post('/api/auth/signin', { data: { username, password, context: 'DEALER' } });
    expect(signIn.status(), `sign-in of ${username}`).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const saved = await request.put('/api/auth/me/attribute', {
      headers: { authorization: `Bearer ${token}` }, data: { code: 'FIRST_TIME_MODAL_DISPLAYED', value: String(seen) },
    });
    expect(saved.status(), 'saving FIRST_TIME_MODAL_DISPLAYED').toBe(200);
  }

  async signOut() {
    await this.nav.getByRole('button', { name: 'Sign out' }).click();
    await expect(this.heading('Dealer Login')).toBeVisible();
  }

  /** Step one of registration or reset: ask for the link by username and wait for the confirmation. */
  async requestLink(path: 'register' | 'reset-password', username: string) {
    await this.page.goto(`${S}/login/${path}`);
    await this.region.getByLabel('Username').fill(username);
    await this.region.getByRole('button', { name: path === 'register' ? 'Send registration link' : 'Send reset link' }).click();
    await expect(this.region.getByRole('status')).toContainText('on its way');
  }

  /**
   * The newest e-mailed link for an address, read from the development mailbox; only its path and
   * query are kept, so it opens on the origin the test runs on (the link names PUBLIC_BASE_URL).
   */
  async linkFromMailbox(request: APIRequestContext, to: string, subject: RegExp, notBefore: Date): Promise<string> {
    let link = '';
    await expect.poll(async () => {
      const response = await request.get(`/api/dev/mailbox?${new URLSearchParams({ to })}`);
      const { messages } = (await response.json()) as { messages: MailboxMessage[] };
      const message = messages.find((m) => subject.test(m.subject) && new Date(m.sentAt) >= notBefore);
      const url = message?.text.match(/https?:\/\/\S+/)?.[0];
      link = url ? `${new URL(url).pathname}${new URL(url).search}` : '';
      return link;
    }, { message: `an e-mail to ${to} matching ${subject}` }).not.toBe('');
    return link;
  }

  /** Step two: the new password twice, on the page the e-mailed link opened. */
  async setPassword(username: string, password: string, submit: 'Register' | 'Reset password') {
    await expect(this.region.getByLabel('Username')).toHaveValue(username);
    await this.region.getByLabel('New password').fill(password);
    await this.region.getByLabel('Confirm password').fill(password);
    await this.region.getByRole('button', { name: submit }).click();
  }
}
