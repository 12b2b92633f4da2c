import type { Database } from '../../db/database';
import { csvCell } from '../../http/csv';

export { csvCell };

/** The columns every export starts with; the form's own fields follow, in the order first seen. */
export const EXPORT_COLUMNS = [
  'reference_id', 'submitted_at', 'form_type', 'source_form', 'form_page', 'crm_delivered_at', 'crm_target',
  'user_uid', 'session_uid', 'lead_source_name', 'lead_campaign_name', 'event_name',
] as const;

export interface ExportFilter {
  /** Only this source form (lead, customer-service, newsletter, popup, dealer-support, owner-registration, diy). */
  sourceForm?: string;
  /** Only submissions from this moment on. */
  since?: Date;
  /** Only those not yet delivered to the CRM (the sales team's to-do list when no webhook is set). */
  undeliveredOnly?: boolean;
}

interface ExportRow {
  reference_id: string;
  created_at: string | Date;
  form_type: string;
  source_form: string;
  form_page: string | null;
  crm_delivered_at: string | Date | null;
  crm_target: string | null;
  user_uid: string | null;
  session_uid: string | null;
  lead_source_name: string | null;
  lead_campaign_name: string | null;
  event_name: string | null;
  fields: Record<string, unknown>;
}

/** Stored form submissions as CSV (header line first), oldest first; lines end in CRLF. */
export async function exportSubmissionsCsv(db: Database, filter: ExportFilter = {}): Promise<string> {
  const { rows } = await db.query<ExportRow>(
    `SELECT reference_id, created_at, form_type, source_form, form_page, crm_delivered_at, crm_target, user_uid, session_uid,
            lead_source_name, lead_campaign_name, event_name, fields
     FROM form_submissions
     WHERE ($1::text IS NULL OR source_form = $1) AND ($2::timestamptz IS NULL OR created_at >= $2)
       AND (NOT $3 OR crm_delivered_at IS NULL)
     ORDER BY created_at, id`,
    [filter.sourceForm ?? null, filter.since?.toISOString() ?? null, filter.undeliveredOnly ?? false],
  );
  const fieldNames = [...new Set(rows.flatMap((row) => Object.keys(row.fields ?? {})))];
  const header = [...EXPORT_COLUMNS, ...fieldNames];
  const lines = rows.map((row) => {
    const fixed = { ...row, submitted_at: new Date(row.created_at).toISOString(), crm_delivered_at: row.crm_delivered_at ? new Date(row.crm_delivered_at).toISOString() : null };
    return [...EXPORT_COLUMNS.map((c) => fixed[c as keyof typeof fixed]), ...fieldNames.map((f) => row.fields?.[f])].map(csvCell).join(',');
  });
  return [header.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

/**
 * The filter of the command line (and of the staff export's query), or a message naming what is wrong.
 * Here, not in export-cli.ts: that file runs its command when it is the entry point, which a bundle of the
 * server also is, so importing it from the server started an export instead of the server.
 */
export function parseExportArgs(args: readonly string[]): ExportFilter | string {
  const filter: ExportFilter = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--undelivered') filter.undeliveredOnly = true;
    else if (arg === '--form' && args[i + 1]) filter.sourceForm = args[(i += 1)];
    else if (arg === '--since' && args[i + 1]) {
      const since = new Date(args[(i += 1)]);
      if (Number.isNaN(since.getTime())) return `--since needs a date like 2026-11-01, not "${args[i]}"`;
      filter.since = since;
    } else return `unknown or incomplete option "${arg}"`;
  }
  return filter;
}
