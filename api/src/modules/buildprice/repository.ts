import type { Database } from '../../db/database';

export interface BuildOptionRow {
  code: string; kind: 'package' | 'option'; name: string; group_name: string; price: number; weight: number; includes: string[];
}
export interface SavedBuildRow {
  token: string; reference_id: string; model_year: number; model_name: string;
  options: Array<{ code: string; name: string; price: number }>; decor: string | null; created_at: Date | string;
}

export async function findOptions(db: Database, referenceId: string, year: number): Promise<BuildOptionRow[]> {
  const { rows } = await db.query<BuildOptionRow>(
    `SELECT code, kind, name, group_name, price, weight, includes FROM build_options
      WHERE reference_id = $1 AND model_year = $2 ORDER BY sequence, code`,
    [referenceId, year],
  );
  return rows;
}

export async function insertBuild(db: Database, build: Omit<SavedBuildRow, 'created_at'>): Promise<void> {
  await db.query(
    'INSERT INTO saved_builds (token, reference_id, model_year, model_name, options, decor) VALUES ($1, $2, $3, $4, $5::jsonb, $6)',
    [build.token, build.reference_id, build.model_year, build.model_name, JSON.stringify(build.options), build.decor],
  );
}

export async function findBuild(db: Database, token: string): Promise<SavedBuildRow | undefined> {
  const { rows } = await db.query<SavedBuildRow>(
    'SELECT token, reference_id, model_year, model_name, options, decor, created_at FROM saved_builds WHERE token = $1',
    [token],
  );
  return rows[0];
}
