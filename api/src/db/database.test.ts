import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from './database';

jest.setTimeout(60000);

describe('openPglite', () => {
  it('opens a data directory whose parents do not exist yet (a fresh clone has no data/ folder)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'rv-pglite-'));
    const dataDir = path.join(root, 'data', 'pg');
    try {
      const db = await openPglite(dataDir);
      const { rows } = await db.query<{ answer: number }>('SELECT 41 + 1 AS answer');
      expect(rows[0].answer).toBe(42);
      await db.close();
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
