import { createHash } from 'node:crypto';
import { encodeSolution, solveChallenge } from '@rv/domain/forms';
import type { TypedApp } from '../../app-types';

const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex');

/** What the browser does on submit: fetch a challenge, solve it, and return the field value. */
export async function solvedBotCheck(app: TypedApp): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: '/api/bot-check/challenge' })).json();
  const solution = await solveChallenge(challenge, { sha256 });
  if (!solution) throw new Error('bot-check challenge could not be solved');
  return encodeSolution(solution);
}
