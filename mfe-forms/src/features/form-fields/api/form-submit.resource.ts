import { errorField, errorMessage, errorStatus, serviceClient } from '@rv/shared-lib';
import { BOT_CHECK_FIELD, BOT_CHECK_MESSAGES } from '@rv/domain/forms';

/** The API's 200 for every form: the stored submission's reference, the same on a repeated key. */
export interface FormAck {
  success: true;
  referenceId: string;
  duplicate: boolean;
}

/** What a send needs besides the fields: the attempt's idempotency key and a fresh bot-check token. */
export interface SendContext {
  idempotencyKey: string;
  botCheckToken: string;
}

/** The form endpoints of consumer spec (the calls) and dealer spec (the calls), under the middleware base (/api). */
export const FORM_PATHS = {
  lead: '/web/form/lead',
  customerService: '/web/form/customer-service',
  newsletter: '/web/form/email/signup',
  popup: '/web/form/popup',
  dealerSupport: '/form/dealer/support',
  ownerRegistration: '/web/form/owner/registration',
  diy: '/form/diy-request',
} as const;

/** POST of a JSON form: flat fields plus the bot-check token field (spec: entities and fields, g-recaptcha-response). */
export async function postForm(path: string, fields: Record<string, unknown>, ctx: SendContext): Promise<FormAck> {
  const { data } = await serviceClient('middleware').post<FormAck>(path, { ...fields, [BOT_CHECK_FIELD]: ctx.botCheckToken }, {
    headers: { 'Idempotency-Key': ctx.idempotencyKey },
  });
  return data;
}

/** POST /form/diy-request: multipart with the fields' JSON in `fields` and the image in `imageUpload`. */
export async function postDiyForm(fields: Record<string, unknown>, image: File | null, ctx: SendContext): Promise<FormAck> {
  const body = new FormData();
  body.append('fields', JSON.stringify({ ...fields, [BOT_CHECK_FIELD]: ctx.botCheckToken }));
  if (image) body.append('imageUpload', image, image.name);
  const { data } = await serviceClient('middleware').post<FormAck>(FORM_PATHS.diy, body, { headers: { 'Idempotency-Key': ctx.idempotencyKey } });
  return data;
}

/** How a failed send is handled (spec: states and transitions, bot-check flow, form errors). */
export type SubmitFailure =
  | { kind: 'invalid'; field: string | null; message: string }
  | { kind: 'bot-check'; expired: boolean; message: string }
  | { kind: 'network' }
  | { kind: 'server'; status: number };

/** Sorts a rejected send: 400 names a field, 403 is the bot check, no answer at all is the network. */
export function classifySubmitError(error: unknown): SubmitFailure {
  const status = errorStatus(error);
  if (status === null) return { kind: 'network' };
  const message = errorMessage(error, '');
  if (status === 400) {
    return { kind: 'invalid', field: errorField(error), message };
  }
  if (status === 403) return { kind: 'bot-check', expired: message === BOT_CHECK_MESSAGES.expired, message: message || BOT_CHECK_MESSAGES.invalid };
  return { kind: 'server', status };
}
