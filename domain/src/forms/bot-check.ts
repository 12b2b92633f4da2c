/**
 * The self-hosted invisible bot check that replaces reCAPTCHA (spec: states and transitions, bot-check flow).
 * Challenges use ALTCHA's proof-of-work format, so the `altcha` widget can be dropped in later:
 * find the number n in [0, maxnumber] with SHA-256(salt + n) = challenge, then send the solution,
 * base64 JSON, in the form's `g-recaptcha-response` field.
 */
export interface BotCheckChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface BotCheckSolution {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
  took?: number;
}

/** The form field that carries the bot check's solution (spec: entities and fields). */
export const BOT_CHECK_FIELD = 'g-recaptcha-response';

/** The 403 messages; on `expired` the client clears the token and solves a new one (spec: states and transitions). */
export const BOT_CHECK_MESSAGES = {
  missing: 'The bot check is missing.',
  invalid: 'The bot check is not valid.',
  expired: 'The bot check has expired.',
  reused: 'The bot check has already been used.',
} as const;

export type Sha256Hex = (text: string) => Promise<string>;

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
// Salt and number are ASCII, so a byte per character; avoids needing TextEncoder.
const asciiBytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/** SHA-256 with the browser's Web Crypto (also in Node 20 as globalThis.crypto). */
export const webCryptoSha256: Sha256Hex = async (text) => hex(await globalThis.crypto.subtle.digest('SHA-256', asciiBytes(text)));

/** Finds the number; undefined if none up to maxnumber matches (a forged challenge) or when aborted. */
export async function solveChallenge(
  challenge: BotCheckChallenge,
  options: { sha256?: Sha256Hex; signal?: AbortSignal } = {},
): Promise<BotCheckSolution | undefined> {
  const sha256 = options.sha256 ?? webCryptoSha256;
  const started = Date.now();
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (options.signal?.aborted) return undefined;
    if ((await sha256(`${challenge.salt}${n}`)) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return { algorithm, challenge: challenge.challenge, number: n, salt, signature, took: Date.now() - started };
    }
  }
  return undefined;
}

/** The field value: base64 of the solution's JSON (ALTCHA's payload format). */
export function encodeSolution(solution: BotCheckSolution): string {
  return btoa(JSON.stringify(solution));
}

/** Fetch a challenge with the caller's HTTP client, solve it, and return the token to send. */
export async function createBotCheckToken(
  fetchChallenge: () => Promise<BotCheckChallenge>,
  options: { sha256?: Sha256Hex; signal?: AbortSignal } = {},
): Promise<string> {
  const solution = await solveChallenge(await fetchChallenge(), options);
  if (!solution) throw new Error(BOT_CHECK_MESSAGES.invalid);
  return encodeSolution(solution);
}
