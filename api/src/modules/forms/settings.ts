import { ConfigError } from '../../config-error';

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
    rateLimitPerMinute: positiveInteger(env, 'FORM_RATE_LIMIT_PER_MINUTE', 20),
  };
}

/** A whole number of at least 1 from the environment, or the default; anything else is refused at start. */
function positiveInteger(env: NodeJS.ProcessEnv, variable: string, fallback: number): number {
  const text = env[variable];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new ConfigError(`${variable} must be a whole number of at least 1; got "${text}".`);
  return Number(text);
}
