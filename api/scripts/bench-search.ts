/**
 * `npm run bench:search`: seeds catalogues of 1k, 10k and 50k model records on in-memory PGlite and times
 * three searches through the API (HTTP on loopback with keep-alive: parsing, validation, search, hydration
 * from SQL, serialisation) and
 * at the service, against @orama/orama holding the same documents and facets. `--sizes 1000,5000` and
 * `--runs 200` change the plan.
 */
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import { FILTER_KEYS } from '@rv/domain/catalog';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createRandom } from '../src/seed/random';
import { writeCatalog } from '../src/seed/catalog/catalog.seed';
import { catalogSearchFor } from '../src/modules/catalog-search/service';
import { rangeValues } from '../src/modules/catalog-search/search-index';
import type { ModelRow } from '../src/modules/catalog-search/repository';

const arg = (name: string, fallback: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const sizes = arg('--sizes', '1000,10000,50000').split(',').map(Number);
const runs = Number(arg('--runs', '1000'));

const QUERIES = {
  'models page, no filter, aggregates': { url: 'models', body: { size: 12, returnAggregates: true } },
  'models, five filters, aggregates': {
    url: 'models',
    body: {
      size: 12, returnAggregates: true, sort: [{ field: 'price', order: 'asc' }],
      filters: { 'models.typeClass': ['fifth-wheels', 'travel-trailers'], 'models.price': { from: 30000, to: 90000 }, 'models.sleeps': { from: 4, to: 10 }, 'models.region': ['WEST'], 'models.bunkhouse': true },
    },
  },
  'brands, returnModels': { url: 'brands', body: { size: 10, returnModels: true, modelsSize: 10, modelSpecifications: ['MSRP', 'LENGTH', 'SHIPPINGWEIGHT', 'SLEEPING-CAPACITY'] } },
} as const;

interface Stats { p50: number; p99: number; rps: number; n: number }
/** Sequential runs after a warm-up; a slow subject stops after 20 s so one peer cannot stall the run. */
async function time(fn: () => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < 5; i += 1) await fn();
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < runs && performance.now() - start < 20000; i += 1) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  const elapsed = performance.now() - start;
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5), p99: at(0.99), rps: (samples.length / elapsed) * 1000, n: samples.length };
}

/** The same documents in Orama: terms keys as enums, flags as booleans, ranges as numbers, uniqueId order as seq (brandDoc a string: Orama groups only on strings). */
async function oramaOf(rows: ModelRow[]): Promise<AnyOrama> {
  const schema: Record<string, string> = { seq: 'number', brandDoc: 'string', typeClass: 'enum', type: 'enum', brandType: 'enum', brand: 'enum', class: 'enum', size: 'enum', region: 'enum', bed_type: 'enum', bathrooms: 'enum', refrigerator_size: 'enum', number_of_propane_tanks: 'enum', room_priority: 'enum[]' };
  for (const d of FILTER_KEYS) if (d.kind === 'range') schema[d.key] = 'number'; else if (d.kind === 'boolean') schema[d.key] = 'boolean';
  const db = create({ schema: schema as never });
  await insertMultiple(db, rows.map((r, seq) => {
    const doc: Record<string, unknown> = {
      seq, brandDoc: `${r.brand_reference_id}-${r.type_class_slug}`, typeClass: r.type_class_slug, type: r.rv_type, brandType: r.brand_type,
      brand: r.brand_code, class: r.class, size: r.size, region: r.region, bed_type: r.bed_type, bathrooms: String(Number(r.bathrooms)),
      refrigerator_size: r.refrigerator_size, number_of_propane_tanks: String(r.propane_tanks), room_priority: r.rooms.map((x) => x.split('@')[0]),
    };
    for (const d of FILTER_KEYS) {
      if (d.kind === 'range') { const v = rangeValues[d.key](r); if (v !== null) doc[d.key] = v; }
      else if (d.kind === 'boolean') doc[d.key] = r.flags.includes(d.key);
    }
    return doc;
  }) as never, 5000);
  return db;
}

function oramaFacets(): Record<string, object> {
  const facets: Record<string, object> = {};
  for (const d of FILTER_KEYS) {
    if (d.kind === 'range') facets[d.key] = { ranges: [0, 0.2, 0.4, 0.6, 0.8].map((f) => ({ from: f * 150000, to: (f + 0.2) * 150000 })) };
    else if (d.key !== 'room_location') facets[d.key] = {};
  }
  return facets;
}

const ORAMA_QUERIES: Record<keyof typeof QUERIES, object> = {
  'models page, no filter, aggregates': { term: '', limit: 12, sortBy: { property: 'seq', order: 'ASC' }, facets: oramaFacets() },
  'models, five filters, aggregates': {
    term: '', limit: 12, sortBy: { property: 'price', order: 'ASC' }, facets: oramaFacets(),
    where: { typeClass: { in: ['fifth-wheels', 'travel-trailers'] }, price: { between: [30000, 90000] }, sleeps: { between: [4, 10] }, region: { in: ['WEST', 'BOTH'] }, bunkhouse: true },
  },
  'brands, returnModels': { term: '', limit: 50000, groupBy: { properties: ['brandDoc'], maxResult: 10 } },
};

/** POSTs JSON to the server on loopback over one kept-alive connection, as a browser would; rejects unless 200. */
function poster(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (path: string, body: object) =>
    new Promise<void>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        { agent, host: '127.0.0.1', port, method: 'POST', path, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${response.statusCode} ${Buffer.concat(chunks).toString()}`))));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
}

const fmt = (s: Stats) => `p50 ${s.p50.toFixed(2).padStart(7)} ms  p99 ${s.p99.toFixed(2).padStart(7)} ms  ${s.rps.toFixed(0).padStart(6)} req/s  (${s.n} runs)`;

async function main(): Promise<void> {
  process.stdout.write(`bench:search on ${process.version}, up to ${runs} runs per query (sequential), PGlite in memory, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  for (const size of sizes) {
    const db = await openPglite();
    await migrate(db);
    let t = performance.now();
    await db.transaction((tx) => writeCatalog(tx, createRandom(size), size));
    const seedMs = performance.now() - t;
    const app = await buildApp({ db, config: loadConfig({}) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const post = poster((app.server.address() as { port: number }).port);
    const service = catalogSearchFor(db);
    t = performance.now();
    const index = await service.index();
    const indexMs = performance.now() - t;
    // The API and the service share one index (as in the server) and are timed before Orama holds its copy of the catalogue, so the peer's heap
    // (and its garbage collections) does not land in their p99.
    const ours = new Map<string, { api: Stats; direct: Stats }>();
    for (const [name, { url, body }] of Object.entries(QUERIES) as Array<[keyof typeof QUERIES, { url: string; body: object }]>) {
      const api = await time(() => post(`/api/search/v1/${url}`, body));
      const direct = await time(() => (url === 'models' ? service.searchModels(body) : service.searchBrands(body)));
      ours.set(name, { api, direct });
    }
    t = performance.now();
    const orama = await oramaOf(index.rows);
    const oramaMs = performance.now() - t;
    process.stdout.write(`\n${size} models: seed ${(seedMs / 1000).toFixed(1)} s, index build ${indexMs.toFixed(0)} ms, Orama insert ${oramaMs.toFixed(0)} ms\n`);
    for (const name of Object.keys(QUERIES) as Array<keyof typeof QUERIES>) {
      const { api, direct } = ours.get(name)!;
      const peer = await time(async () => search(orama, ORAMA_QUERIES[name] as never));
      process.stdout.write(`  ${name}\n    API     ${fmt(api)}\n    service ${fmt(direct)}\n    Orama   ${fmt(peer)}\n    p50 ratio service/Orama ${(direct.p50 / peer.p50).toFixed(2)}, API/Orama ${(api.p50 / peer.p50).toFixed(2)}\n`);
    }
    await app.close();
    await db.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
