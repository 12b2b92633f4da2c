import type { SiteSettingsData } from '@rv/shared-lib';
import { DEFAULT_SERVER_ERROR_MESSAGE, REMOTE_SERVER_ERROR_MESSAGE } from '@rv/domain/forms';

/** The {form} part of site settings' {form}_success_message and {form}_error_message (spec: entities and fields). */
export type MessageKey = 'lead' | 'customer_service' | 'diy' | 'email_signup' | 'popup' | 'dealer_support' | 'owner_registration';

const SUCCESS_FALLBACK = 'Thank you! Your request has been received.';

/**
 * The success and error texts of a form. The e-mail signup falls back to 'Default Server Error
 * Message' (spec: error catalogue); every other form to the lead's remote-server message.
 */
export function siteMessages(settings: Partial<SiteSettingsData> | null, key: MessageKey): { success: string; error: string } {
  const read = (name: string) => {
    const value = (settings as Record<string, unknown> | null)?.[name];
    return typeof value === 'string' && value.trim() ? value : undefined;
  };
  const errorFallback = key === 'email_signup' || key === 'popup' ? DEFAULT_SERVER_ERROR_MESSAGE : REMOTE_SERVER_ERROR_MESSAGE;
  return {
    success: read(`${key}_success_message`) ?? SUCCESS_FALLBACK,
    error: read(`${key}_error_message`) ?? errorFallback,
  };
}
