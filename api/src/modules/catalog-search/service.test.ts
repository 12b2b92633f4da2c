import type { Database } from '../../db/database';
import { catalogSearchFor } from './service';

describe('catalogSearchFor', () => {
  it('gives every module of a process the same search service (one index in memory) per database', () => {
    const db = { kind: 'pglite' } as Database;
    const other = { kind: 'postgres' } as Database;
    expect(catalogSearchFor(db)).toBe(catalogSearchFor(db));
    expect(catalogSearchFor(other)).not.toBe(catalogSearchFor(db));
  });
});
