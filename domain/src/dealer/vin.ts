/** Vehicle identification numbers (ISO 3779, North American check digit of 49 CFR 565). */

export const VIN_LENGTH = 17;

/** The words each VIN problem is refused with. */
export const VIN_MESSAGES = {
  length: `VIN must be exactly ${VIN_LENGTH} characters.`,
  characters: 'VIN may hold only letters and digits, never I, O or Q.',
  checkDigit: 'VIN check digit (the 9th character) does not match the rest of the VIN: check it for a typo.',
} as const;

const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit a VIN's other 16 characters call for: weighted sum modulo 11, 10 written X. */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin.toUpperCase()].reduce((total, char, i) => total + (/\d/.test(char) ? Number(char) : VIN_VALUES[char] ?? 0) * (VIN_WEIGHTS[i] ?? 0), 0);
  return sum % 11 === 10 ? 'X' : String(sum % 11);
}

/** Why a VIN is refused, in words, or null when it is well formed with the right check digit. */
export function vinProblem(text: string): string | null {
  const vin = text.trim().toUpperCase();
  if (vin.length !== VIN_LENGTH) return VIN_MESSAGES.length;
  if (!/^[A-HJ-NPR-Z0-9]+$/.test(vin)) return VIN_MESSAGES.characters;
  return vin[8] === vinCheckDigit(vin) ? null : VIN_MESSAGES.checkDigit;
}
