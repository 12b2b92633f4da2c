import { emailHandler, type MailSettings } from './email';
import type { OutboxHandler } from './outbox';
import { formsOutboxHandlers } from '../modules/forms/crm-delivery';

/** Handler per outbox topic. Modules that queue a new topic add its handler here. */
export function outboxHandlers(mail: MailSettings): Record<string, OutboxHandler> {
  return { email: emailHandler(mail), ...formsOutboxHandlers };
}
