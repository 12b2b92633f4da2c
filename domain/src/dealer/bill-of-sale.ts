/** A claim's proof: the bill of sale, a photo or a PDF, verified as every upload is. */

export const BILL_OF_SALE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Ten megabytes: a phone photo or a scanned page fits. */
export const MAX_BILL_OF_SALE_BYTES = 10 * 1024 * 1024;

export const BILL_OF_SALE_MESSAGES = {
  missing: 'A claim needs its bill of sale: attach a photo (PNG, JPEG or WebP) or a PDF.',
  wrongType: 'The bill of sale must be a PNG, JPEG or WebP photo or a PDF, and the whole file that document.',
  tooLarge: `The bill of sale must be at most ${MAX_BILL_OF_SALE_BYTES / 1024 / 1024} MB.`,
} as const;
