import { deliverToDevMailbox } from './email';
import type { OutboxHandler } from './outbox';

/** Handler per outbox topic. Modules that queue a new topic add its handler here. */
export const outboxHandlers: Record<string, OutboxHandler> = {
  email: deliverToDevMailbox,
};
