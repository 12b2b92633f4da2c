import { wholeNumber } from '../../config';

/** Forms settings read from the environment (kept here so the shared AppConfig stays small). */
export interface FormsSettings {
  /** Where CRM deliveries are POSTed; empty records them as delivered locally (queryable in form_submissions). */
  crmWebhookUrl: string;
  /** Form posts per IP per minute, per form. */
  rateLimitPerMinute: number;
}

export function formsSettings(env: NodeJS.ProcessEnv = process.env): FormsSettings {
  return {
    // LEAD_WEBHOOK_URL is the name for the same setting.
    crmWebhookUrl: env.CRM_WEBHOOK_URL ?? env.LEAD_WEBHOOK_URL ?? '',
    rateLimitPerMinute: wholeNumber(env, 'FORM_RATE_LIMIT_PER_MINUTE', 20, 1),
  };
}

