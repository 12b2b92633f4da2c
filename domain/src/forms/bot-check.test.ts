import { createHash } from 'node:crypto';
import { createBotCheckToken, encodeSolution, solveChallenge, type BotCheckChallenge, type Sha256Hex } from './bot-check';

// jsdom has no Web Crypto digest; the browser and Node do. The solver takes the hash function.
const sha256: Sha256Hex = async (text) => createHash('sha256').update(text).digest('hex');
const challengeFor = (salt: string, number: number, maxnumber = 500): BotCheckChallenge => ({
  algorithm: 'SHA-256', challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'), maxnumber, salt, signature: 'sig',
});

describe('bot-check client (consumer spec: states and transitions, bot-check flow, ALTCHA format)', () => {
  it('finds the number whose hash with the salt is the challenge', async () => {
    const solution = await solveChallenge(challengeFor('abc?expires=1', 321), { sha256 });
    expect(solution).toMatchObject({ algorithm: 'SHA-256', number: 321, salt: 'abc?expires=1', signature: 'sig' });
  });

  it('gives up on a challenge with no answer up to maxnumber', async () => {
    expect(await solveChallenge({ ...challengeFor('s', 50), maxnumber: 10 }, { sha256 })).toBeUndefined();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await solveChallenge(challengeFor('s', 5), { sha256, signal: controller.signal })).toBeUndefined();
  });

  it('encodes the solution as base64 JSON for the g-recaptcha-response field', async () => {
    const token = await createBotCheckToken(async () => challengeFor('salt', 7), { sha256 });
    expect(JSON.parse(atob(token))).toMatchObject({ number: 7, salt: 'salt', challenge: challengeFor('salt', 7).challenge });
    expect(token).toBe(encodeSolution(JSON.parse(atob(token))));
  });

  it('rejects when the challenge cannot be solved', async () => {
    await expect(createBotCheckToken(async () => ({ ...challengeFor('s', 50), maxnumber: 3 }), { sha256 })).rejects.toThrow('The bot check is not valid.');
  });
});
