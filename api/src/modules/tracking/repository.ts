import type { Database } from '../../db/database';

export interface TrackingEventRow {
  eventName: string;
  userUid: string | null;
  sessionUid: string | null;
  pagePath: string | null;
  data: Record<string, unknown>;
  occurredAt: string;
}

/** All events of one post in one statement. */
export async function insertEvents(db: Database, events: TrackingEventRow[]): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO tracking_events (event_name, user_uid, session_uid, page_path, data, occurred_at)
     SELECT "eventName", "userUid", "sessionUid", "pagePath", coalesce(data, '{}'::jsonb), "occurredAt"
     FROM jsonb_to_recordset($1::jsonb) AS e("eventName" text, "userUid" text, "sessionUid" text, "pagePath" text, data jsonb, "occurredAt" timestamptz)
     RETURNING id`,
    [JSON.stringify(events)],
  );
  return rows.length;
}
