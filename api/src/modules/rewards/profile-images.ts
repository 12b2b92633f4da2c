import type { Database } from '../../db/database';
import type { ReceivedImage } from '../../uploads/receive-image';

/** A profile image's row: a file's storage key, or (rows stored before migration 093) the content itself. */
export interface ProfileImageRow {
  content_type: string;
  storage_key: string | null;
  content: Uint8Array | null;
}

/**
 * Records the user's new profile image (metadata only; the bytes are a kept file) in place of any
 * earlier one, answering the earlier one's storage key so its file can go once this is stored.
 */
export async function saveProfileImage(db: Database, userId: number, image: ReceivedImage): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ storage_key: string | null }>('SELECT storage_key FROM reward_user_images WHERE user_id = $1 FOR UPDATE', [userId]);
    await tx.query(
      `INSERT INTO reward_user_images (user_id, content_type, content, storage_key, byte_size, sha256, updated_at)
       VALUES ($1, $2, NULL, $3, $4, $5, now())
       ON CONFLICT (user_id) DO UPDATE SET content_type = EXCLUDED.content_type, content = NULL, storage_key = EXCLUDED.storage_key,
         byte_size = EXCLUDED.byte_size, sha256 = EXCLUDED.sha256, updated_at = now()`,
      [userId, image.contentType, image.storageKey, image.byteSize, image.sha256],
    );
    return rows[0]?.storage_key ?? null;
  });
}

export async function findProfileImage(db: Database, userId: number): Promise<ProfileImageRow | undefined> {
  const { rows } = await db.query<ProfileImageRow>('SELECT content_type, storage_key, content FROM reward_user_images WHERE user_id = $1', [userId]);
  return rows[0];
}
