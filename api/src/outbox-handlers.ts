import { emailHandler, type MailSettings } from './outbox/email';
import type { OutboxHandler } from './outbox/outbox';
import { formsOutboxHandlers } from './modules/forms/crm-delivery';
import { FIRST_CONTACT_TOPIC, firstContactCheck } from './modules/leads';
import { LINK_REQUEST_TOPIC, linkRequestHandler, type LinkMailConfig } from './modules/auth/link-requests';
import { SCHEDULED_PUBLISH_TOPIC, publishWhenDue } from './modules/content/studio';

/** Handler per outbox topic. Modules that queue a new topic add its handler here. */
export function outboxHandlers(config: MailSettings & LinkMailConfig): Record<string, OutboxHandler> {
  return { email: emailHandler(config), [LINK_REQUEST_TOPIC]: linkRequestHandler(config), ...formsOutboxHandlers, [FIRST_CONTACT_TOPIC]: firstContactCheck, [SCHEDULED_PUBLISH_TOPIC]: publishWhenDue };
}
