import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file streamed to the store's incoming area, not yet kept. */
export interface IncomingFile {
  tempPath: string;
  byteSize: number;
  /** Hex SHA-256 of the content, computed while streaming (a 64 kB chunk at a time). */
  sha256: string;
}

/** Where stored files go: one folder per kind of upload. */
export type UploadArea = 'form-uploads' | 'profile-images' | 'bills-of-sale' | 'studio-media';

const STORAGE_KEY = /^(form-uploads|profile-images|bills-of-sale|studio-media)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INCOMING = '.incoming';

/**
 * Uploaded files on disk under one directory (UPLOAD_DIR), so their bytes never pass through the
 * database: a row keeps only the storage key `<area>/<random UUID>`, never a name a visitor chose.
 * Several API replicas must mount UPLOAD_DIR on one shared volume, or a replica would not find a file
 * another one stored (the CRM delivery and the profile image GET can run on any of them).
 */
export class UploadStore {
  constructor(readonly root: string) {}

  /**
   * Streams `content` to a new file in the incoming area, counting and hashing on the way. The source
   * (a multipart part) enforces the size limit; `signal` stops the copy (and removes the file) early.
   */
  async receive(content: Readable, signal?: AbortSignal): Promise<IncomingFile> {
    await mkdir(path.join(this.root, INCOMING), { recursive: true });
    const tempPath = path.join(this.root, INCOMING, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let byteSize = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        byteSize += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(content, measure, createWriteStream(tempPath, { flags: 'wx' }), { signal });
    } catch (error) {
      await this.discardIncoming(tempPath);
      throw error;
    }
    return { tempPath, byteSize, sha256: hash.digest('hex') };
  }

  /** Moves a received file to its place (an atomic rename), answering its storage key. */
  async keep(file: IncomingFile, area: UploadArea): Promise<string> {
    const key = `${area}/${randomUUID()}`;
    await mkdir(path.join(this.root, area), { recursive: true });
    await rename(file.tempPath, this.pathOf(key));
    return key;
  }

  async discardIncoming(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true });
  }

  /** Removes a kept file; a missing one is not an error (removal may be repeated). */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  openRead(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  /** The file of a storage key; a key that is not one of ours (from a tampered row) is refused. */
  pathOf(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`Not an upload storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }
}
