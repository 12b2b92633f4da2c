// A stand-in OTLP collector for the cost benches: takes every export and answers 200 with an empty body.
// node scripts/otlp-sink.mjs PORT, or startOtlpSink(port) from a bench.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

/** Listens on 127.0.0.1:port; resolves with the server once it listens. */
export async function startOtlpSink(port) {
  const sink = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise((listening) => sink.listen(port, '127.0.0.1', listening));
  return sink;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await startOtlpSink(Number(process.argv[2]));
