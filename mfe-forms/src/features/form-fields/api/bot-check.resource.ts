import { serviceClient } from '@rv/shared-lib';
import { createBotCheckToken, type BotCheckChallenge } from '@rv/domain/forms';

/** GET /api/bot-check/challenge: a single-use proof-of-work challenge. */
export async function fetchBotCheckChallenge(): Promise<BotCheckChallenge> {
  const { data } = await serviceClient('middleware').get<BotCheckChallenge>('/bot-check/challenge');
  return data;
}

/** Fetches and solves a challenge in the browser: the invisible bot check of spec (states and transitions). */
export function fetchBotCheckToken(signal?: AbortSignal): Promise<string> {
  return createBotCheckToken(fetchBotCheckChallenge, { signal });
}
