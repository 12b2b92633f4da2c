import { vinCheckDigit } from '@rv/domain/dealer';
import type { TypedApp } from '../../app-types';
import { totpCode } from '../../../test/staff-second-factor';
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

/**
 * A second program reviewer (tests only): an admin creates the account, which signs in by enrolling its
 * second factor; answers its bearer token, so two different reviewers can decide at once.
 */
export async function secondReviewerToken(app: TypedApp, adminToken: string): Promise<string> {
  const password = 'Reviewer#2026!';
  const created = await app.inject({
    method: 'POST', url: '/api/studio/staff', headers: { authorization: `Bearer ${adminToken}` },
    payload: { username: 'staff.programs2', displayName: 'Rowan Second', email: 'rowan@maker.example.com', password, roles: ['program'] },
  });
  if (created.statusCode !== 201) throw new Error(`creating the second reviewer: ${created.body}`);
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/auth/staff/${url}`, payload });
  const { challenge } = (await post('signin', { username: 'staff.programs2', password, context: 'STAFF' })).json();
  const { secret } = (await post('enrolment', { challenge })).json();
  return (await post('signin/second-factor', { challenge, code: totpCode(secret) })).json().token;
}
