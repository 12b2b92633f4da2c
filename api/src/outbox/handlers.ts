import { deliverToDevMailbox } from './email';
import type { OutboxHandler } from './outbox';
import { formsOutboxHandlers } from '../modules/forms/crm-delivery';

/** Handler per outbox topic. Modules that queue a new topic add its handler here. */
export const outboxHandlers: Record<string, OutboxHandler> = {
  email: deliverToDevMailbox,
  ...formsOutboxHandlers,
};
