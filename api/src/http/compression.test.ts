import zlib from 'node:zlib';
import Fastify from 'fastify';
import { chooseEncoding, registerCompression, sendCompressed, type ReusableBody } from './compression';

// The same negotiation as @fastify/compress's for API answers: `*` and x-gzip read as gzip.
describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['br;q=nonsense', null],
  ])('answers %p with %p', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compression of answers made on the fly', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Floorplan ${i}` })) };
  const page = `<!doctype html><p>${'A drawn page. '.repeat(200)}</p>`;
  async function app() {
    const server = Fastify();
    await registerCompression(server);
    server.get('/api/big', async () => big);
    server.get('/api/small', async () => ({ ok: true }));
    server.setNotFoundHandler((request, reply) => sendCompressed(request, reply.type('text/html; charset=utf-8'), page));
    return server;
  }

  it('compresses an API answer and a page for a client that accepts brotli or gzip', async () => {
    const server = await app();
    const json = await server.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(json.rawPayload).toString())).toEqual(big);
    const html = await server.inject({ url: '/some/page', headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(html.headers.vary).toContain('Accept-Encoding');
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zlib.gunzipSync(html.rawPayload).toString()).toBe(page);
    expect(html.rawPayload.length).toBeLessThan(page.length / 5);
  });

  it('sends the answer as it is to a client that accepts neither, and a small answer to anyone', async () => {
    const server = await app();
    const plain = await server.inject({ url: '/some/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    const small = await server.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});

describe('a kept answer sent many times', () => {
  it('is compressed once per encoding and then sent as compressed the first time', async () => {
    const kept: ReusableBody = { body: Buffer.from(`<!doctype html><p>${'A kept page. '.repeat(300)}</p>`) };
    const server = Fastify();
    await registerCompression(server);
    server.setNotFoundHandler((request, reply) => sendCompressed(request, reply.type('text/html; charset=utf-8'), kept));
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await server.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } }));
      expect(brotli).toHaveBeenCalledTimes(1);
      for (const answer of answers) {
        expect(answer.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(answer.rawPayload).equals(kept.body)).toBe(true);
      }
      const gzip = await server.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip' } });
      expect(zlib.gunzipSync(gzip.rawPayload).equals(kept.body)).toBe(true);
      expect(Object.keys(kept.encoded ?? {}).sort()).toEqual(['br', 'gzip']);
    } finally {
      brotli.mockRestore();
    }
  });
});
