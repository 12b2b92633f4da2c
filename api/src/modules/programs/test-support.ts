import { vinCheckDigit } from '@rv/domain/dealer';
import type { TypedApp } from '../../app-types';
import { multipartBody, noiseImage } from '../../uploads/test-support';

/** A valid VIN from 16 characters: the check digit is put in 9th place (tests only). */
export function vinFrom(sixteen: string): string {
  const draft = `${sixteen.slice(0, 8)}0${sixteen.slice(8)}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** A small PDF whose whole file is the PDF (header to %%EOF). */
export const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** POSTs a bill of sale (a PNG photo unless `file` is given) to a claim or dispute URL as the token's dealer. */
export async function postDocument(app: TypedApp, url: string, token: string, file?: { value: Buffer; filename: string; type: string }) {
  const part = file ?? { value: await noiseImage('png'), filename: 'bill-of-sale.png', type: 'image/png' };
  const { payload, headers } = multipartBody([{ name: 'billOfSale', ...part }]);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}
