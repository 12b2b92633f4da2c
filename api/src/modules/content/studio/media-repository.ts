import type { StudioMediaItem } from '@rv/domain/content';
import { mediaImageUrl, type MediaImageType } from '@rv/domain/studio';
import type { Database } from '../../../db/database';

/** The media library's table: one row per uploaded image, its bytes a file under UPLOAD_DIR. */

export interface MediaRow {
  id: string;
  storage_key: string;
  content_type: MediaImageType;
  byte_size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  alt: string;
  file_name: string;
  uploaded_at: Date;
  uploaded_by: string;
}

export const MEDIA_PAGE_SIZE = 60;

export function toMediaItem(row: MediaRow): StudioMediaItem {
  return {
    id: row.id, url: mediaImageUrl(row.id, row.content_type), alt: row.alt, fileName: row.file_name, contentType: row.content_type,
    byteSize: row.byte_size, width: row.width, height: row.height, uploadedAt: new Date(row.uploaded_at).toISOString(), uploadedBy: row.uploaded_by,
  };
}

export async function insertMedia(db: Database, row: Omit<MediaRow, 'uploaded_at'>): Promise<MediaRow> {
  const { rows } = await db.query<MediaRow>(
    `INSERT INTO studio_media (id, storage_key, content_type, byte_size, sha256, width, height, alt, file_name, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [row.id, row.storage_key, row.content_type, row.byte_size, row.sha256, row.width, row.height, row.alt, row.file_name, row.uploaded_by]);
  return rows[0];
}

/** A page of the library, newest first, with how many images it holds. */
export async function mediaPage(db: Database, page: number): Promise<{ rows: MediaRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<MediaRow>(`SELECT * FROM studio_media ORDER BY uploaded_at DESC, id LIMIT ${MEDIA_PAGE_SIZE} OFFSET ${(page - 1) * MEDIA_PAGE_SIZE}`),
    db.query<{ total: string }>('SELECT count(*) AS total FROM studio_media'),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0].total) };
}

export async function findMedia(db: Database, id: string): Promise<MediaRow | null> {
  const { rows } = await db.query<MediaRow>('SELECT * FROM studio_media WHERE id = $1', [id]);
  return rows[0] ?? null;
}
