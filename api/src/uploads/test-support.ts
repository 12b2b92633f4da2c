import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';

/** A real image made by sharp: noise, so it is as large as its pixel count makes it (a 2040² PNG is about 12 MB). */
export function noiseImage(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 48, height = 32): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

export const HTML_PAYLOAD = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

export const TEST_BOUNDARY = '----rvtestboundary';

/** A multipart/form-data body as a browser sends it, with its Content-Type header. */
export function multipartBody(parts: Part[], boundary = TEST_BOUNDARY): { payload: Buffer; headers: Record<string, string> } {
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n`
      + (p.type ? `Content-Type: ${p.type}\r\n` : '') + '\r\n'),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file under `dir` (relative paths), the incoming area's leftovers included; [] when dir does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

export interface HttpAnswer {
  status: number;
  body: string;
  /** Body bytes the client had written when the answer arrived. */
  writtenAtAnswer: number;
  /** Whether the server closed the connection after answering. */
  closedByServer: boolean;
  ms: number;
}

/**
 * POSTs over real HTTP: `head`, then `fillerBytes` zero bytes in 64 kB writes (each after the socket
 * drains, as a browser sends), then `tail`, stopping as soon as the answer arrives. Without a
 * content-length header the body goes chunked, so the server learns its size only by reading it.
 */
export function postOverHttp(url: string, headers: Record<string, string>, head: Buffer, fillerBytes = 0, tail = Buffer.alloc(0)): Promise<HttpAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let written = 0;
    let ended = false;
    let answered: Omit<HttpAnswer, 'closedByServer' | 'ms'> | undefined;
    // A keep-alive client: whether the connection closes is the server's choice, not ours.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const request = http.request(url, { method: 'POST', headers, agent }, (response) => {
      answered = { status: response.statusCode ?? 0, body: '', writtenAtAnswer: written };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        answered!.body += chunk;
      });
      response.on('end', () => {
        const ms = performance.now() - started;
        const socket = request.socket;
        const finish = (closedByServer: boolean) => {
          clearTimeout(timer);
          agent.destroy();
          resolve({ ...answered!, closedByServer, ms });
        };
        // Only an answer to an unfinished body makes the connection's fate worth waiting for.
        const timer = setTimeout(() => finish(false), ended ? 0 : 1000);
        if (!socket || socket.destroyed) finish(true);
        else socket.once('close', () => finish(true));
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error); // after the answer, a reset of our unfinished body is expected
    });
    const chunk = Buffer.alloc(64 * 1024);
    let left = fillerBytes;
    const writeMore = () => {
      while (!answered && left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        written += piece.length;
        if (!request.write(piece)) return void request.once('drain', writeMore);
      }
      if (!answered) {
        written += tail.length;
        ended = true;
        request.end(tail);
      }
    };
    written += head.length;
    request.write(head);
    writeMore();
  });
}

/** An ISO-BMFF box: 32-bit size, four-letter type, body. */
function isoBox(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A real ZIP holding hi.txt ("hi!!!"): local header, data, central directory entry, end record. */
export const ZIP_FILE = Buffer.from('504b03041400000000000000215c725a37d005000000050000000600000068692e7478746869212121504b010214031400000000000000215c725a37d0050000000500000006000000000000000000000080010000000068692e747874504b0506000000000100010034000000290000000000', 'hex');

/**
 * A HEIC polyglot: an ftyp box of brand heic, an empty meta box and an mdat box holding
 * `payload` (a ZIP, HTML, PHP). Its box structure adds up exactly to its end; no image is inside.
 */
export function heicPolyglot(payload: Buffer): Buffer {
  return Buffer.concat([isoBox('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')), isoBox('meta', Buffer.alloc(4)), isoBox('mdat', payload)]);
}
