/**
 * The deployment files as a deploy would read them: docker-compose.yml (3 API replicas behind the one
 * proxy, health checks, start order, TRUST_PROXY, no constant secret), the Dockerfile's two images,
 * the nginx configuration (`nginx -t`, and served for real: cache headers and precompressed copies),
 * the Kubernetes manifests (the API's schemas, and how the objects refer to one another) and the
 * README's deploy section (every file it names exists). They do not depend on the database, so they
 * run once, on the PGlite run.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parse, parseAllDocuments } from 'yaml';
import { testDbKind } from '../test-app';
import { exited, freePort, nginxBinary, nginxConfig, nginxTest, read, repoRoot, startNginx } from './deploy-support';

const onPostgresRun = testDbKind === 'postgres';
const describeOnce = onPostgresRun ? describe.skip : describe;
if (onPostgresRun) console.log('deploy files: checked on the PGlite run');

type Service = {
  build?: { context: string; target: string };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  networks?: Record<string, { ipv4_address?: string }> | string[];
};

describeOnce('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, Service>;
    networks: Record<string, { ipam: { config: Array<{ subnet: string }> } }>;
  };
  const { services } = compose;

  test('runs three API replicas, the migration once before them, and the proxy after them', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'db', 'migrate', 'proxy']);
    expect(services.api.deploy?.replicas).toBe(3);
    expect(services.migrate.command).toEqual(['node', 'api/dist/server.js', '--migrate-only']);
    expect(services.migrate.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(services.api.depends_on).toEqual({ db: { condition: 'service_healthy' }, migrate: { condition: 'service_completed_successfully' } });
    expect(services.proxy.depends_on).toEqual({ api: { condition: 'service_healthy' } });
  });

  test('every long-running service has a health check; the API\'s asks /api/health', () => {
    for (const name of ['db', 'api', 'proxy']) expect(services[name].healthcheck?.test.length).toBeGreaterThan(1);
    // Health asked without starting a second Node process, which outlasted the check's timeout under load.
    expect(services.api.healthcheck!.test.join(' ')).toContain('/dev/tcp/127.0.0.1/8080');
    expect(services.api.healthcheck!.test.join(' ')).toContain('GET /api/health');
    expect(services.proxy.healthcheck!.test.join(' ')).toContain('/dev/tcp/127.0.0.1/8080');
    expect(services.proxy.healthcheck!.test.join(' ')).toContain('GET /healthz');
    expect(services.db.healthcheck!.test.join(' ')).toContain('pg_isready');
  });

  test('only the proxy publishes a port', () => {
    const published = Object.entries(services).filter(([, s]) => s.ports?.length).map(([name]) => name);
    expect(published).toEqual(['proxy']);
    expect(services.proxy.ports).toEqual(['${RV_PORT:-8080}:8080']);
  });

  test('TRUST_PROXY names the proxy\'s fixed address, inside the network\'s subnet', () => {
    const networks = services.proxy.networks as Record<string, { ipv4_address?: string }>;
    const address = networks.rv.ipv4_address!;
    expect(services.api.environment!.TRUST_PROXY).toBe(address);
    expect(services.migrate.environment!.TRUST_PROXY).toBe(address);
    const [subnet] = compose.networks.rv.ipam.config;
    const [base, bits] = subnet.subnet.split('/');
    const toNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    const mask = 2 ** 32 - 2 ** (32 - Number(bits));
    expect((toNumber(address) & mask) >>> 0).toBe((toNumber(base) & mask) >>> 0);
  });

  test('secrets come from the environment, with no default: compose refuses to start without them', () => {
    const env = services.api.environment!;
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
    expect(env.BOT_CHECK_SECRET).toMatch(/^\$\{BOT_CHECK_SECRET:\?[^}]+\}$/);
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/rv:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/rv$/);
    expect(services.db.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    // No value anywhere in the file gives a secret a fallback (`${X:-...}` or a literal).
    const text = read('docker-compose.yml');
    for (const name of ['POSTGRES_PASSWORD', 'JWT_SECRET', 'BOT_CHECK_SECRET']) expect(text).not.toMatch(new RegExp(`\\$\\{${name}:?-`));
  });

  test('the images are the Dockerfile\'s `api` and `web` targets; the proxy runs the proxy configuration', () => {
    expect(services.api.build).toEqual({ context: '.', target: 'api' });
    expect(services.migrate.build).toEqual({ context: '.', target: 'api' });
    expect(services.proxy.build).toEqual({ context: '.', target: 'web' });
    expect(services.proxy.environment!.RV_NGINX_CONF).toBe('nginx-proxy.conf');
    expect(existsSync(path.join(repoRoot, 'deploy', 'nginx', 'nginx-proxy.conf'))).toBe(true);
  });

  test('Docker Compose (v2, or Debian\'s docker-compose 1.29) accepts it, and refuses it without the secrets', () => {
    const compose = [['docker', 'compose'], ['docker-compose']].find(([cmd, ...sub]) =>
      spawnSync(cmd, [...sub, 'version'], { encoding: 'utf8' }).status === 0);
    if (!compose) {
      console.log('Docker Compose is not installed here: its `config` not run (the shape above is checked)');
      return;
    }
    const [cmd, ...sub] = compose;
    const args = [...sub, '-f', path.join(repoRoot, 'docker-compose.yml'), 'config', '--quiet'];
    const env = { ...process.env, POSTGRES_PASSWORD: 'p'.repeat(24), JWT_SECRET: 'j'.repeat(48), BOT_CHECK_SECRET: 'b'.repeat(48) };
    const config = spawnSync(cmd, args, { encoding: 'utf8', env });
    expect(config.stderr).toBe('');
    expect(config.status).toBe(0);
    const missing = spawnSync(cmd, args, { encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(missing.status).not.toBe(0);
  });
});

/** The Dockerfile's stages: name, base and instructions. */
function dockerStages(): Array<{ name: string; from: string; lines: string[] }> {
  const text = read('Dockerfile').replace(/\\\n\s*/g, ' ');
  const stages: Array<{ name: string; from: string; lines: string[] }> = [];
  for (const line of text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[2] ?? '', from: from[1], lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

describeOnce('Dockerfile', () => {
  const stages = dockerStages();
  const stage = (name: string) => stages.find((s) => s.name === name)!;

  test('builds once (in the image, or taken from the context) and copies the result into the two images', () => {
    expect(stages.map((s) => s.name)).toEqual(['manifests', 'deps', 'build-source', 'build-context', 'build', 'prod-deps', 'api', 'web']);
    expect(stage('build-source').lines).toContain('RUN node scripts/build-all.mjs && node api/scripts/build.mjs');
    expect(stage('build').from).toBe('build-${BUILD_FROM}');
    expect(read('Dockerfile')).toMatch(/^ARG BUILD_FROM=source$/m);
    expect(stage('prod-deps').lines.join('\n')).toContain('npm ci --omit=dev');
    for (const name of ['api', 'web']) {
      const copies = stage(name).lines.filter((l) => l.startsWith('COPY --from=build'));
      expect(copies.length).toBeGreaterThan(5);
      expect(stage(name).lines.some((l) => /^RUN .*(npm (ci|install)|build-all|build\.mjs)/.test(l))).toBe(false);
    }
  });

  test('the API image runs the bundle with node as a non-root user, with a health check', () => {
    const api = stage('api').lines;
    expect(api).toContain('USER 1000:1000');
    expect(api.find((l) => l.startsWith('CMD'))).toBe('CMD ["node", "api/dist/server.js"]');
    expect(api.find((l) => l.startsWith('HEALTHCHECK'))).toContain('GET /api/health');
    expect(api.find((l) => l.startsWith('HEALTHCHECK'))).not.toContain('node');
    expect(api.join('\n')).not.toMatch(/\btsx\b/);
    expect(api).toContain('COPY --from=prod-deps /app/node_modules node_modules');
    // Packages npm keeps under the workspace (another version hoisted at the root): the first real start
    // crashed on `lru-cache` without them.
    expect(api).toContain('COPY --from=prod-deps /app/api/node_modules api/node_modules');
  });

  test('the web image is Debian\'s nginx with brotli, as a non-root user, with a health check', () => {
    const web = stage('web').lines;
    expect(stage('web').from).toBe('${WEB_IMAGE}');
    expect(web.find((l) => l.startsWith('RUN apt-get'))).toContain('libnginx-mod-http-brotli-static');
    expect(web).toContain('USER 10101:10101');
    expect(web.find((l) => l.startsWith('HEALTHCHECK'))).toContain('/healthz');
    expect(web).toContain('COPY deploy/nginx/*.conf deploy/nginx/start-nginx.sh /etc/nginx/');
  });

  test('.dockerignore keeps installed folders, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n').filter((l) => l && !l.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', 'data', '.git', '.env']));
    // BUILD_FROM=context takes the built parts from the context (a source build cleans and rebuilds them).
    expect(ignored).not.toContain('**/dist');
  });
});

describeOnce('nginx configuration (deploy/nginx)', () => {
  const nginx = nginxBinary();
  const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  const why = !nginx ? 'nginx is not installed' : !brotli ? 'nginx\'s brotli module is not installed' : '';
  if (why) console.log(`${why} (apt-get install nginx-light libnginx-mod-http-brotli-static): nginx -t not run`);
  const maybe = why ? test.skip : test;
  let www = '';
  let conf: ReturnType<typeof nginxConfig>;
  let port = 0;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    if (why) return;
    // A small web root laid out as the image's /srv/www: a hashed chunk and an entry, each with its copies.
    www = mkdtempSync(path.join(os.tmpdir(), 'rv-www-'));
    chmodSync(www, 0o755); // nginx's workers run as another user when the test runs as root
    const put = (file: string, body: string) => {
      mkdirSync(path.dirname(path.join(www, file)), { recursive: true });
      writeFileSync(path.join(www, file), body);
      writeFileSync(path.join(www, `${file}.gz`), gzipSync(body));
      writeFileSync(path.join(www, `${file}.br`), brotliCompressSync(body));
    };
    put('shell/main.js', 'console.log("shell");'.repeat(50));
    put('shell/501.cb365395fe.js', 'console.log("chunk");'.repeat(50));
    put('mfe-catalog/remoteEntry.js', 'var mfe_catalog;'.repeat(50));
    put('mfe-catalog/__federation_expose_spa.5f41b45e57.js', 'export {};'.repeat(50));
    port = await freePort();
    conf = nginxConfig({ www, listenPort: port, upstream: '127.0.0.1:9' });
  });

  afterAll(async () => {
    if (server) {
      server.kill('SIGTERM');
      await exited(server);
    }
    if (www) rmSync(www, { recursive: true, force: true });
    if (conf) rmSync(conf.dir, { recursive: true, force: true });
  });

  maybe('nginx -t accepts the proxy and the static configurations', () => {
    for (const file of [conf.proxy, conf.static]) {
      const result = nginxTest(nginx!, file);
      expect(result.output).toContain('test is successful');
      expect(result.ok).toBe(true);
    }
  });

  maybe('serves the shell and remotes with the README\'s cache rule and the precompressed copies', async () => {
    server = await startNginx(nginx!, conf.static, port);
    const get = (url: string, encoding = 'br') => fetch(`http://127.0.0.1:${port}${url}`, { headers: { 'accept-encoding': encoding } });
    const chunk = await get('/static/501.cb365395fe.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(await chunk.text()).toBe('console.log("chunk");'.repeat(50));
    const entry = await get('/static/main.js', 'gzip');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    for (const prefix of ['/remotes', '/mf']) {
      const remoteEntry = await get(`${prefix}/mfe-catalog/remoteEntry.js`);
      expect(remoteEntry.status).toBe(200);
      expect(remoteEntry.headers.get('cache-control')).toBe('no-cache');
      expect(remoteEntry.headers.get('content-encoding')).toBe('br');
      const exposed = await get(`${prefix}/mfe-catalog/__federation_expose_spa.5f41b45e57.js`);
      expect(exposed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/static/missing.js')).status).toBe(404);
    expect((await get('/remotes/mfe-catalog/missing.js')).status).toBe(404);
    expect((await get('/remotes/not-a-remote/remoteEntry.js')).status).toBe(404);
  });
});

type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; spec?: any; data?: Record<string, string> }; // eslint-disable-line @typescript-eslint/no-explicit-any

describeOnce('Kubernetes manifests (deploy/kubernetes)', () => {
  const dir = path.join(repoRoot, 'deploy', 'kubernetes');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();
  const objects: K8sObject[] = files.flatMap((f) => parseAllDocuments(read(`deploy/kubernetes/${f}`)).map((d) => d.toJSON() as K8sObject)).filter((o) => o.kind !== 'Kustomization');
  const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
  const named = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

  test('every object is valid against the Kubernetes API schemas (kubernetes-models: JSON schemas and types)', () => {
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'deploy', 'check-kubernetes.mjs')], { encoding: 'utf8' });
    const summary = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Array<{ file: string; kind: string; name: string; errors: string[]; skipped: boolean }>;
    expect(summary.filter((o) => o.errors.length)).toEqual([]);
    expect(summary.filter((o) => !o.skipped)).toHaveLength(objects.length);
    expect(run.status).toBe(0);
  }, 60000);

  test('the schema check fails on a misspelt field and on a wrong type', () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'rv-k8s-'));
    writeFileSync(path.join(broken, 'api.yaml'), read('deploy/kubernetes/api.yaml').replace('readinessProbe:', 'readinesProbe:').replace('minReplicas: 3', 'minReplicas: three'));
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'deploy', 'check-kubernetes.mjs'), broken], { encoding: 'utf8' });
    rmSync(broken, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("'\"readinesProbe\"' does not exist in type 'IContainer'");
    expect(run.stdout).toContain('data/spec/minReplicas must be integer');
  }, 60000);

  test('kustomization.yaml lists every manifest', () => {
    const kustomization = parse(read('deploy/kubernetes/kustomization.yaml')) as { resources: string[] };
    expect([...kustomization.resources].sort()).toEqual(files.filter((f) => f !== 'kustomization.yaml'));
  });

  test('every Deployment has readiness and liveness probes, runs as non-root, and a Service selects it by a named port', () => {
    const deployments = ofKind('Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(['rv-api', 'rv-mfe-catalog', 'rv-mfe-content', 'rv-mfe-dealer', 'rv-mfe-forms', 'rv-mfe-owners', 'rv-mfe-studio', 'rv-web']);
    for (const deployment of deployments) {
      const pod = deployment.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      for (const container of pod.containers) {
        expect(container.readinessProbe).toBeDefined();
        expect(container.livenessProbe).toBeDefined();
      }
      const service = ofKind('Service').find((s) => Object.entries(s.spec.selector).every(([k, v]) => deployment.spec.template.metadata.labels[k] === v));
      expect(service).toBeDefined();
      const portNames = pod.containers.flatMap((c: { ports: Array<{ name: string }> }) => c.ports.map((p) => p.name));
      for (const port of service!.spec.ports) expect(portNames).toContain(port.targetPort);
    }
    const api = named('Deployment', 'rv-api')!.spec.template.spec.containers[0];
    expect(api.readinessProbe.httpGet.path).toBe('/api/health');
  });

  test('secrets are referenced from the rv-secrets Secret, never written in a manifest', () => {
    expect(ofKind('Secret')).toEqual([]);
    const containers = [...ofKind('Deployment'), ...ofKind('Job')].flatMap((o) => o.spec.template.spec.containers);
    const env = containers.flatMap((c: { env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string } } }> }) => c.env ?? []);
    const secretNames = /SECRET|PASSWORD|DATABASE_URL|SMTP_URL|WEBHOOK/;
    for (const variable of env.filter((e) => secretNames.test(e.name))) {
      expect(variable.value).toBeUndefined();
      expect(variable.valueFrom?.secretKeyRef?.name).toBe('rv-secrets');
    }
    const apiEnv = named('Deployment', 'rv-api')!.spec.template.spec.containers[0].env.map((e: { name: string }) => e.name);
    expect(apiEnv).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'BOT_CHECK_SECRET']));
    for (const config of ofKind('ConfigMap')) expect(Object.keys(config.data ?? {}).filter((k) => secretNames.test(k))).toEqual([]);
  });

  test('the HorizontalPodAutoscaler scales the API Deployment from 3; the migration Job runs --migrate-only', () => {
    const [hpa] = ofKind('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'rv-api' });
    expect(hpa.spec.minReplicas).toBe(3);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(3);
    const [job] = ofKind('Job');
    const container = job.spec.template.spec.containers[0];
    expect(container.args).toEqual(['node', 'api/dist/server.js', '--migrate-only']);
    expect(container.image).toBe(named('Deployment', 'rv-api')!.spec.template.spec.containers[0].image);
  });

  test('the Ingress sends each path to an existing Service port, and every remote entry in rv-remotes is routed to its own Deployment', () => {
    const [ingress] = ofKind('Ingress');
    const paths = ingress.spec.rules.flatMap((r: { http: { paths: Array<{ path: string; backend: { service: { name: string; port: { name: string } } } }> } }) => r.http.paths);
    for (const { backend } of paths) {
      const service = named('Service', backend.service.name);
      expect(service).toBeDefined();
      expect(service!.spec.ports.map((p: { name: string }) => p.name)).toContain(backend.service.port.name);
    }
    const routeOf = (url: string) => paths.filter((p: { path: string }) => url.startsWith(p.path)).sort((a: { path: string }, b: { path: string }) => b.path.length - a.path.length)[0];
    const remotes = JSON.parse(named('ConfigMap', 'rv-remotes')!.data!['remotes.json']) as Record<string, { entry: string }>;
    expect(Object.keys(remotes).sort()).toEqual(['mfe-catalog', 'mfe-content', 'mfe-dealer', 'mfe-forms', 'mfe-owners', 'mfe-studio']);
    for (const [remote, { entry }] of Object.entries(remotes)) expect(routeOf(entry).backend.service.name).toBe(`rv-${remote}`);
    expect(routeOf('/static/main.js').backend.service.name).toBe('rv-web');
    expect(routeOf('/api/health').backend.service.name).toBe('rv-api');
    expect(routeOf('/product/travel-trailers').backend.service.name).toBe('rv-api');
  });
});

describeOnce('README deploy section', () => {
  const readme = read('README.md');
  const start = readme.indexOf('\n## Deploying');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end);

  test('names the files a deploy uses, and each exists', () => {
    expect(start).toBeGreaterThan(0);
    const named = [...section.matchAll(/`((?:deploy\/|api\/scripts\/|api\/dist\/)?[\w./-]*(?:Dockerfile|\.dockerignore|docker-compose\.yml|\.ya?ml|\.conf|\.mjs|\.sh))`/g)].map((m) => m[1]);
    expect(named).toEqual(expect.arrayContaining(['Dockerfile', 'docker-compose.yml', 'deploy/kubernetes/api.yaml', 'deploy/docker/stack.sh']));
    const missing = named.filter((file) => !existsSync(path.join(repoRoot, file)));
    expect(missing).toEqual([]);
  });

  test('tells how to run 3 replicas (as npm test runs them, with docker compose) and on Kubernetes, and how a team rolls out one remote', () => {
    expect(section).toContain('deploy/docker/build-images.sh --local-base');
    expect(section).toContain('deploy/docker/stack.sh up');
    expect(section).toContain('docker compose -p rv up --build');
    expect(section).toContain('kubectl apply -k deploy/kubernetes');
    expect(section).toMatch(/kubectl set image deployment\/rv-mfe-\w+/);
  });
});
