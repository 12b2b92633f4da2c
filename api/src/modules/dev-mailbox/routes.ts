import { Type } from '@sinclair/typebox';
import type { ApiPlugin } from '../../app-types';

const Message = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  sentAt: Type.String(),
});

/**
 * The development mailbox: e-mail the site sent while DEV_MAILBOX=true and no SMTP server is set. Off
 * (404) unless turned on explicitly; even then it lists only the messages of the address asked for.
 */
export const devMailboxRoutes: ApiPlugin = async (app, { db, config }) => {
  if (!config.devMailbox) return;
  app.get('/dev/mailbox', {
    schema: {
      querystring: Type.Object({ to: Type.String({ minLength: 3, maxLength: 200, pattern: '\\S@\\S' }) }, { additionalProperties: false }),
      response: { 200: Type.Object({ messages: Type.Array(Message) }) },
    },
  }, async (request) => {
    const to = request.query.to.trim().toLowerCase();
    const { rows } = await db.query<{ id: string; to_address: string; subject: string; text_body: string; html_body: string | null; sent_at: string }>(
      `SELECT id, to_address, subject, text_body, html_body, sent_at FROM dev_mailbox
       WHERE lower(to_address) = $1 ORDER BY id DESC LIMIT 50`,
      [to],
    );
    return {
      messages: rows.map((r) => ({
        id: Number(r.id), to: r.to_address, subject: r.subject, text: r.text_body, html: r.html_body, sentAt: new Date(r.sent_at).toISOString(),
      })),
    };
  });
};
