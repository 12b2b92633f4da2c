import { createHash } from 'node:crypto';
import { BOT_CHECK_MESSAGES, encodeSolution, solveChallenge } from '@rv/domain/forms';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { counts, VALID } from '../forms/test-support';
import { botCheckSettings, createChallenge } from './service';
import { solvedBotCheck } from './test-support';

process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000';
const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex');

describe(`self-hosted bot check (${testDbKind}; spec (states and transitions) bot-check flow)`, () => {
  const ctx = testAppPerFile({ seed: false });

  const submit = (token: unknown) => ctx().app.inject({ method: 'POST', url: '/api/web/form/popup', payload: { ...VALID.popup, 'g-recaptcha-response': token } });
  const forbidden = (message: string) => ({ statusCode: 403, error: 'Forbidden', message, field: 'g-recaptcha-response' });

  it('issues a signed proof-of-work challenge that is never cached', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/bot-check/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      algorithm: 'SHA-256', challenge: expect.stringMatching(/^[0-9a-f]{64}$/), maxnumber: 50000,
      salt: expect.stringMatching(/^[0-9a-f]{24}\?expires=\d+$/), signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('accepts a solved challenge once; a reused one is a 403 and stores nothing', async () => {
    const token = await solvedBotCheck(ctx().app);
    expect((await submit(token)).statusCode).toBe(200);
    const before = await counts(ctx().db);
    const again = await submit(token);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(forbidden(BOT_CHECK_MESSAGES.reused));
    expect(await counts(ctx().db)).toEqual(before);
  });

  it('answers 403 "expired" for a solution whose challenge has run out, so the client resets it', async () => {
    const old = createChallenge({ ...botCheckSettings(ctx().config.botCheckSecret), maxNumber: 100 }, Date.now() - 3600_000);
    const token = encodeSolution((await solveChallenge(old, { sha256 }))!);
    expect((await submit(token)).json()).toEqual(forbidden(BOT_CHECK_MESSAGES.expired));
  });

  it.each([
    ['no token', undefined, BOT_CHECK_MESSAGES.missing],
    ['an empty token', '', BOT_CHECK_MESSAGES.missing],
    ['garbage', 'not-base64-json', BOT_CHECK_MESSAGES.invalid],
    ['a wrong number', 'wrong-number', BOT_CHECK_MESSAGES.invalid],
    ['a challenge we did not sign', 'forged', BOT_CHECK_MESSAGES.invalid],
  ])('answers 403 for %s and stores nothing', async (_name, kind, message) => {
    let token: unknown = kind;
    if (kind === 'wrong-number' || kind === 'forged') {
      const solution = JSON.parse(atob(await solvedBotCheck(ctx().app)));
      if (kind === 'wrong-number') solution.number += 1;
      else {
        const forged = createChallenge({ secret: 'someone-else', maxNumber: 50, ttlSeconds: 60 });
        Object.assign(solution, await solveChallenge(forged, { sha256 }));
      }
      token = encodeSolution(solution);
    }
    const before = await counts(ctx().db);
    const res = await submit(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden(message));
    expect(await counts(ctx().db)).toEqual(before);
  });

  it('checks the fields first: an invalid form is a 400 and does not use up the token', async () => {
    const token = await solvedBotCheck(ctx().app);
    const invalid = await ctx().app.inject({ method: 'POST', url: '/api/web/form/popup', payload: { ...VALID.popup, firstName: '', 'g-recaptcha-response': token } });
    expect(invalid.statusCode).toBe(400);
    expect((await submit(token)).statusCode).toBe(200);
  });
});
