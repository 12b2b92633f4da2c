/**
 * Loads content documents from JSON (one document or an array per file; a file or a folder of them),
 * the same shape the seed writes, and upserts them: links and search vectors are recomputed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Database } from '../../db/database';
import { checkType, checkUid } from './guards';
import { findBrokenLinks, upsertDocuments, type NewDocument } from './repository';

export const ImportDocumentSchema = Type.Object({
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  uid: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 100 }))),
  lang: Type.Optional(Type.String({ maxLength: 20 })),
  data: Type.Record(Type.String(), Type.Unknown()),
  publishedAt: Type.Optional(Type.String({ maxLength: 40 })),
  updatedAt: Type.Optional(Type.String({ maxLength: 40 })),
});

export interface ImportResult {
  imported: number;
  ids: string[];
  /** Links anywhere in the content whose target does not exist after the import. */
  brokenLinks: Array<{ source: string; target: string }>;
}

/** Checks one parsed JSON value; the message names where it came from. */
export function toNewDocument(value: unknown, where: string): NewDocument {
  const isoDate = (v: unknown) => typeof v !== 'string' || !Number.isNaN(Date.parse(v));
  if (!Value.Check(ImportDocumentSchema, value)) {
    const first = [...Value.Errors(ImportDocumentSchema, value)][0];
    throw new Error(`${where}: ${first ? `${first.path || 'document'} ${first.message}` : 'not a document'}`);
  }
  try {
    checkType(value.type);
    if (value.uid !== null) checkUid(value.uid);
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
  }
  if (value.uid === null && !value.id) throw new Error(`${where}: a document without a uid needs an id.`);
  if (!isoDate(value.publishedAt) || !isoDate(value.updatedAt)) throw new Error(`${where}: dates must be ISO 8601.`);
  return { ...value, updatedAt: value.updatedAt ?? new Date().toISOString() };
}

/** Every document in a JSON file, or in every .json file of a folder (sorted, so runs repeat). */
export function readImportPath(target: string): NewDocument[] {
  const files = fs.statSync(target).isDirectory()
    ? fs.readdirSync(target).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(target, f))
    : [target];
  return files.flatMap((file) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: not valid JSON (${(error as Error).message}).`, { cause: error });
    }
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.map((value, i) => toNewDocument(value, Array.isArray(parsed) ? `${file}[${i}]` : file));
  });
}

/** Upserts all documents in one transaction: either every document lands or none does. */
export async function importDocuments(db: Database, docs: NewDocument[]): Promise<ImportResult> {
  const ids = await db.transaction((tx) => upsertDocuments(tx, docs));
  const broken = await findBrokenLinks(db);
  return {
    imported: ids.length,
    ids,
    brokenLinks: broken.map((b) => ({ source: b.source_id, target: `${b.target_type}/${b.target_uid}` })),
  };
}
