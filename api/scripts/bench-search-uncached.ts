/**
 * `tsx api/scripts/bench-search-uncached.ts`: the load bench's uncached model search (one to five random filter
 * keys, size 12 with aggregates, half with a sort; the generator and seed of scripts/bench-load.mjs) in process,
 * on a seeded embedded database kept in `--data` (default data/bench-uncached), measured in CPU time:
 *
 * - default: per request, the search service alone, brotli at quality 0 of its answers (as the route sends a
 *   fresh answer), the whole route through `app.inject` uncached, and the route answering from the cache;
 * - `--ab <path of another checkout's catalog-search/service.ts>`: that service and this one on the same
 *   bodies and index data, in alternating rounds (the fair comparison on a shared machine);
 * - `--record <file>` / `--compare <file>`: 400 answers of the mix and a few other shapes (brands, pages, sorts,
 *   specification lists, features, text and room filters), from the service and through the route (brotli
 *   decoded), written or compared byte for byte.
 *
 * The bodies are the floorplan list page's (the card's specifications only); `--all-specs` asks every
 * specification instead, as the bench did before. `--n` requests a round (1000), `--rounds` (8).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed';
import { catalogSearchFor } from '../src/modules/catalog-search/service';
import type { SearchBody } from '../src/modules/catalog-search/schemas';
// The load bench's own uncached mix, so both ask exactly the same bodies.
import { cachedSearchBody, randomSearchBody, searchKeysFrom, seededRandom, type SearchKey } from '../../scripts/uncached-search-mix.mjs';

const arg = (name: string, fallback: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const N = Number(arg('--n', '1000'));
const rounds = Number(arg('--rounds', '8'));
const bodyOptions = { allSpecifications: process.argv.includes('--all-specs') };


/** `count` distinct request bodies of the load bench's uncached mix (JSON text, as sent). */
function uncachedBodies(keys: SearchKey[], count: number, seed = 29): string[] {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  while (seen.size < count) seen.add(randomSearchBody(random, keys, bodyOptions));
  return [...seen];
}

/** Other shapes the byte-for-byte check covers besides the mix. */
const OTHER_SHAPES: SearchBody[] = [
  { size: 12 }, { size: 0, returnAggregates: true }, { size: 30, from: 5, returnAggregates: true, sort: [{ field: 'name' }, { field: 'price', order: 'desc' }] },
  { size: 5, modelSpecifications: ['MSRP', 'LENGTH'] }, { size: 3, modelOptions: true, returnAggregates: true, filters: { 'models.bunkhouse': true } },
  { size: 10, filters: { model: { text: 'bunk' } }, returnAggregates: true },
  { size: 10, filters: { 'models.room_priority': ['Kitchen'], 'models.room_location': ['Rear'] }, returnAggregates: true },
  { size: 10, filters: { 'models.sleeps': { from: 4, to: 8 }, 'brand.sleeps': { from: 6 } }, returnAggregates: true },
] as SearchBody[];

const FRESH_BROTLI = { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 0 };
const HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const CACHED_BODY = cachedSearchBody(bodyOptions);

/** CPU time (user and system, microseconds) of `work`, per one of `count` requests. */
async function cpuPer(count: number, work: () => Promise<void> | void): Promise<number> {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}

const summary = (label: string, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${label.padEnd(28)} min ${sorted[0].toFixed(1).padStart(6)} us  median ${sorted[sorted.length >> 1].toFixed(1).padStart(6)} us`;
};

async function main(): Promise<void> {
  const db = await openPglite(arg('--data', 'data/bench-uncached'));
  await migrate(db);
  await seedIfEmpty(db, { companySlug: 'keystone', companyName: 'Keystone RV' });
  const app = await buildApp({ db, config: loadConfig({ NODE_ENV: 'production' }), logger: false, requestLogging: false });
  await app.ready();
  const service = catalogSearchFor(db);
  const global = JSON.parse((await service.searchModelsBody({ size: 0, returnAggregates: true })).toString()).aggregates.global;
  const bodies = uncachedBodies(searchKeysFrom(global), Math.max(N * (rounds * 2 + 1), 400));
  const parsed = bodies.map((body) => JSON.parse(body) as SearchBody);
  const inject = (payload: string) => app.inject({ method: 'POST', url: '/api/search/v1/models', payload, headers: HEADERS });
  process.stdout.write(`bench-search-uncached on ${process.version}, ${N} requests a round, ${rounds} rounds, ${bodyOptions.allSpecifications ? 'every specification' : "the list page's bodies"}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);

  const recordTo = arg('--record', '');
  const compareWith = arg('--compare', '');
  const other = arg('--ab', '');
  if (recordTo || compareWith) {
    const answers: string[] = [];
    for (const body of [...parsed.slice(0, 400), ...OTHER_SHAPES]) {
      answers.push((await service.searchModelsBody(body)).toString('base64'));
      answers.push((await service.searchBrandsBody({ ...body, returnModels: true, modelsSize: 3 })).toString('base64'));
      const reply = await inject(JSON.stringify(body));
      const bytes = reply.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(reply.rawPayload) : reply.rawPayload;
      answers.push(`${reply.statusCode} ${bytes.toString('base64')}`);
    }
    if (recordTo) writeFileSync(recordTo, answers.join('\n'));
    if (compareWith) {
      const before = readFileSync(compareWith, 'utf8').split('\n');
      const differ = answers.filter((answer, i) => answer !== before[i]).length;
      process.stdout.write(`${answers.length} answers against ${before.length} recorded: ${differ} differ\n`);
      if (differ > 0 || before.length !== answers.length) process.exitCode = 1;
    }
  } else if (other) {
    // The other checkout's service on the same database: its own index, cards and module instances.
    const { createCatalogSearch } = (await import(other)) as typeof import('../src/modules/catalog-search/service');
    const before = createCatalogSearch(db);
    const samples: Record<'before' | 'after', number[]> = { before: [], after: [] };
    for (const subject of [before, service]) for (const body of parsed.slice(0, 300)) await subject.searchModelsBody(body);
    for (let round = 0; round < rounds; round += 1) {
      const slice = parsed.slice((round % 4) * N, (round % 4 + 1) * N);
      const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const label of order) {
        const subject = label === 'before' ? before : service;
        samples[label].push(await cpuPer(N, async () => {
          for (const body of slice) await subject.searchModelsBody(body);
        }));
      }
    }
    process.stdout.write(`${summary(`service, ${other}`, samples.before)}\n${summary('service, this checkout', samples.after)}\n`);
  } else {
    const samples: Record<string, number[]> = { 'search service': [], 'brotli 0 of its answers': [], 'route, uncached (inject)': [], 'route, cached (inject)': [] };
    for (let i = 0; i < 3; i += 1) await inject(CACHED_BODY);
    let at = 0;
    for (let round = 0; round < rounds; round += 1) {
      // The answers of a round are compressed after it, a few at a time kept: holding a round's 67 KB answers would time the GC.
      const slice = parsed.slice(at, (at += N));
      const kept: Buffer[] = [];
      samples['search service'].push(await cpuPer(N, async () => {
        for (const [i, body] of slice.entries()) {
          const answer = await service.searchModelsBody(body);
          if (i % 10 === 0) kept.push(answer);
        }
      }));
      samples['brotli 0 of its answers'].push(await cpuPer(kept.length, () => {
        for (const answer of kept) zlib.brotliCompressSync(answer, { params: { ...FRESH_BROTLI, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.length } });
      }));
      const texts = bodies.slice(at, (at += N));
      samples['route, uncached (inject)'].push(await cpuPer(N, async () => {
        for (const text of texts) await inject(text);
      }));
      samples['route, cached (inject)'].push(await cpuPer(N, async () => {
        for (let i = 0; i < N; i += 1) await inject(CACHED_BODY);
      }));
    }
    for (const [label, values] of Object.entries(samples)) process.stdout.write(`${summary(label, values)}\n`);
  }
  await app.close();
  await db.close();
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
