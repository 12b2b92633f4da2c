import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { parseAllDocuments } from 'yaml';
import { BOT_CHECK_FIELD, encodeSolution, solveChallenge, type BotCheckChallenge } from '@rv/domain/forms';
import { VALID } from '../../api/src/modules/forms/test-support';
import { CatalogPage } from '../support/catalog.page';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';
import { FormsPage } from '../support/forms.page';
import { waitForBrowserTakeover } from '../support/shell.page';
import { API_CONTAINERS, API_PORTS, crmDeliveries, docker, PROXY_CONTAINER, REPO, reportFigure, stackDatabaseUrl } from './stack';

/**
 * The deploy as an operator runs it (deploy/docker/stack.sh): the images, a one-shot migration, three
 * API containers and the nginx proxy, all on the machine's loopback. Journeys go through the proxy.
 */

interface ContainerState {
  Config: { User: string };
  HostConfig: { ReadonlyRootfs: boolean; Tmpfs: Record<string, string> | null; CapDrop: string[] | null; SecurityOpt: string[] | null };
  Mounts: Array<{ Destination: string; RW: boolean }>;
}
const inspect = (container: string): ContainerState => JSON.parse(docker('inspect', '--format', '{{json .}}', container)) as ContainerState;

interface Probe { httpGet?: { path: string; port: string }; tcpSocket?: { port: string } }
interface PodSpec {
  securityContext?: { runAsUser?: number; runAsNonRoot?: boolean };
  containers: Array<{
    ports?: Array<{ name: string; containerPort: number }>;
    startupProbe?: Probe; readinessProbe?: Probe; livenessProbe?: Probe;
    securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean; capabilities?: { drop?: string[] } };
    volumeMounts?: Array<{ mountPath: string; readOnly?: boolean }>;
  }>;
}
/** The pod template of the manifest's Deployment or Job named `name`. */
function podOf(file: string, name: string): PodSpec {
  const docs = parseAllDocuments(readFileSync(path.join(REPO, 'deploy', 'kubernetes', file), 'utf8')).map((d) => d.toJS());
  const workload = docs.find((d) => ['Deployment', 'Job'].includes(d?.kind) && d.metadata.name === name);
  expect(workload, `${name} in ${file}`).toBeTruthy();
  return workload.spec.template.spec as PodSpec;
}

/** The container runs as the pod declares: its user, a read-only root, writable only where the pod mounts a writable volume. */
function expectRunsAs(container: string, image: string, pod: PodSpec) {
  const state = inspect(container);
  const spec = pod.containers[0];
  expect(docker('image', 'inspect', '--format', '{{.Config.User}}', image), `${image}'s user`).toBe(`${pod.securityContext?.runAsUser}:${pod.securityContext?.runAsUser}`);
  expect(pod.securityContext?.runAsNonRoot).toBe(true);
  expect(spec.securityContext?.readOnlyRootFilesystem, `${container}: the manifest's read-only root`).toBe(true);
  expect(state.HostConfig.ReadonlyRootfs, `${container}: read-only root`).toBe(true);
  expect(spec.securityContext?.allowPrivilegeEscalation).toBe(false);
  expect(state.HostConfig.SecurityOpt ?? []).toContain('no-new-privileges');
  expect(spec.securityContext?.capabilities?.drop).toEqual(['ALL']);
  expect(state.HostConfig.CapDrop).toEqual(['ALL']);
  const declared = (spec.volumeMounts ?? []).filter((m) => !m.readOnly).map((m) => m.mountPath).sort();
  const running = [...Object.keys(state.HostConfig.Tmpfs ?? {}), ...state.Mounts.filter((m) => m.RW).map((m) => m.Destination)].sort();
  expect(running, `${container}: its writable paths are the manifest's`).toEqual(declared);
}

/** The pod's probes ask the port the image listens on (its environment's `portVariable`) for `healthPath`. */
function expectProbesFit(image: string, pod: PodSpec, portVariable: string, healthPath: string) {
  const env = JSON.parse(docker('image', 'inspect', '--format', '{{json .Config.Env}}', image)) as string[];
  const imagePort = Number(env.find((e) => e.startsWith(`${portVariable}=`))?.split('=')[1]);
  const spec = pod.containers[0];
  const http = spec.ports?.find((p) => p.name === 'http');
  expect(http?.containerPort, `${image}: the manifest's port is the image's ${portVariable}`).toBe(imagePort);
  for (const probe of [spec.startupProbe, spec.readinessProbe, spec.livenessProbe].filter((p): p is Probe => Boolean(p))) {
    if (probe.httpGet) expect(probe.httpGet).toEqual({ path: healthPath, port: 'http' });
    else expect(probe.tcpSocket).toEqual({ port: 'http' });
  }
}

const REMOTE_DEPLOYMENTS = ['rv-mfe-catalog', 'rv-mfe-content', 'rv-mfe-owners', 'rv-mfe-forms', 'rv-mfe-dealer', 'rv-mfe-studio'];

test.describe('the deployed stack through its proxy', () => {
  test('three API containers, the migration and the proxy run as the Kubernetes manifests run them', () => {
    expect(docker('inspect', '--format', '{{.State.Status}} {{.State.ExitCode}}', 'rv-migrate')).toBe('exited 0');
    for (const container of API_CONTAINERS) {
      expect(docker('inspect', '--format', '{{.State.Health.Status}}', container)).toBe('healthy');
      expectRunsAs(container, 'rv-api:local', podOf('api.yaml', 'rv-api'));
    }
    expectRunsAs('rv-migrate', 'rv-api:local', podOf('migrate-job.yaml', 'rv-migrate'));
    expectRunsAs(PROXY_CONTAINER, 'rv-web:local', podOf('web.yaml', 'rv-web'));
    // Each remote's own Deployment runs the same web image the same way.
    for (const name of REMOTE_DEPLOYMENTS) expectRunsAs(PROXY_CONTAINER, 'rv-web:local', podOf('remotes.yaml', name));
    expectProbesFit('rv-api:local', podOf('api.yaml', 'rv-api'), 'PORT', '/api/health');
    for (const [file, name] of [['web.yaml', 'rv-web'], ...REMOTE_DEPLOYMENTS.map((n) => ['remotes.yaml', n])]) {
      expectProbesFit('rv-web:local', podOf(file, name), 'RV_WEB_PORT', '/healthz');
    }
  });

  test('each API replica draws the first page a visitor asks it for (it reports ready only once warm)', async () => {
    for (const port of API_PORTS) {
      const html = await (await fetch(`http://127.0.0.1:${port}/product/montana/fifth-wheels/floorplans`)).text();
      expect(html, `the replica on ${port}`).toMatch(/id="rv-region-mfe-catalog"[^>]*data-server-rendered/);
      expect(html).toContain('Montana Fifth Wheels');
    }
  });

  test('the proxy serves the shell and every remote with the cache rules and the brotli copies', async ({ request }) => {
    for (const part of ['mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer', 'mfe-studio']) {
      const entry = await request.get(`/remotes/${part}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
      expect(entry.status(), `${part}'s entry`).toBe(200);
      expect(entry.headers()['content-encoding']).toBe('br');
      expect(entry.headers()['cache-control']).toBe('no-cache');
      // A hashed chunk the build wrote a brotli copy of (it skips files under 512 bytes).
      const chunk = readdirSync(path.join(REPO, part, 'dist')).find((f) => /\.[0-9a-f]{8,}\.js\.br$/.test(f))!.replace(/\.br$/, '');
      const hashed = await request.get(`/remotes/${part}/${chunk}`, { headers: { 'accept-encoding': 'br' } });
      expect(hashed.headers()['cache-control'], `${part}/${chunk}`).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers()['content-encoding']).toBe('br');
    }
    const shell = await request.get('/static/index.html');
    expect(shell.headers()['cache-control']).toBe('no-cache');
  });

  test('the home page arrives drawn by the server, and the browser takes it over', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<main[^>]*>[\s\S]*data-server-rendered[\s\S]*<h[12][^>]*>/);
    await page.goto('/');
    await waitForBrowserTakeover(page);
    await expect(page.locator('main [id^="rv-region-"] :is(h1, h2)').first()).toBeVisible();
  });

  test('a floorplan list narrowed by a filter, kept on reload', async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.open('/product/montana/fifth-wheels/floorplans');
    const before = await catalog.floorplanCount();
    await catalog.showFilters();
    await catalog.openSection('Layout + Sleep');
    await catalog.setRange('Sleeps', 4, 6);
    await expect(page).toHaveURL(/sleeps=4%2C6/);
    await expect.poll(() => catalog.floorplanCount()).toBeLessThan(before);
    const filtered = await catalog.floorplanCount();
    await page.reload();
    await expect(catalog.count).toHaveText(`${filtered} floorplans`);
  });

  test('a dealer signs in and sees the dashboard', async ({ page }) => {
    await new DealerDashboardPage(page).signInAs('demo.sales', 'Sales#2026', 'Sam');
  });

  test('a lead submitted through the proxy is stored and reaches the CRM once', async ({ page }) => {
    const forms = new FormsPage(page);
    await forms.open('/contact-us');
    const lead = forms.leadForm();
    await forms.fillLead(lead, { firstName: 'Dee', lastName: 'Ploy', email: 'dee.ploy@example.com', zip: '46526' });
    // No wait for the ZIP lookup: a submit made while it runs is sent once it has filled city and state.
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/web/form/lead') && r.request().method() === 'POST');
    await forms.submitLead(lead);
    const response = await answer;
    expect(response.status()).toBe(200);
    const { referenceId } = (await response.json()) as { referenceId: string };
    await expect(forms.region.getByRole('status')).toContainText('Thank you');
    await expect.poll(async () => (await crmDeliveries()).filter((d) => d.key === referenceId).length, { timeout: 20_000 }).toBe(1);
  });

  test('a burst of 100 leads with one API container killed and started again: each acknowledged lead stored and delivered once', async () => {
    test.setTimeout(300_000);
    const BURST = 100;
    const LANES = 8;
    const base = test.info().project.use.baseURL as string;
    const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex');
    const tokens = await Promise.all(Array.from({ length: BURST }, async () => {
      const challenge = (await (await fetch(`${base}/api/bot-check/challenge`)).json()) as BotCheckChallenge;
      return encodeSolution((await solveChallenge(challenge, { sha256 }))!);
    }));
    const victim = API_CONTAINERS[1];
    const acknowledged: string[] = [];
    const refused: string[] = [];
    let killedAt = 0;
    let next = 0;
    const post = async (i: number) => {
      const body = { ...VALID.lead, email: `burst${i}@example.com`, [BOT_CHECK_FIELD]: tokens[i] };
      const res = await fetch(`${base}/api/web/form/lead`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .catch((error: Error) => ({ status: 0, statusText: error.message, json: async () => ({}) }));
      const answer = (await res.json().catch(() => ({}))) as { referenceId?: string };
      if (res.status === 200 && answer.referenceId) acknowledged.push(answer.referenceId);
      // Cut off by the kill (502 from the proxy): never acknowledged, so the browser keeps the draft and retries.
      else if (killedAt) refused.push(`${res.status} ${res.statusText}`);
      else throw new Error(`lead ${i} answered ${res.status} before the kill`);
    };
    const lanes = Array.from({ length: LANES }, async () => {
      while (next < BURST) {
        const i = next++;
        if (i === 30) {
          docker('kill', victim);
          killedAt = Date.now();
        }
        await post(i);
      }
    });
    await Promise.all(lanes);
    expect(killedAt, 'the kill came in the middle of the burst').toBeGreaterThan(0);
    expect(docker('inspect', '--format', '{{.State.Running}}', victim)).toBe('false');
    docker('start', victim);
    await expect.poll(() => docker('inspect', '--format', '{{.State.Health.Status}}', victim), { timeout: 60_000, intervals: [500] }).toBe('healthy');
    const restarted = await fetch(`http://127.0.0.1:${API_PORTS[1]}/api/health`);
    expect(restarted.status).toBe(200);

    const db = new Client({ connectionString: stackDatabaseUrl() });
    await db.connect();
    try {
      const storedLeads = async () => (await db.query<{ reference_id: string; delivered: boolean }>(
        "SELECT reference_id, crm_delivered_at IS NOT NULL AS delivered FROM form_submissions WHERE source_form = 'lead' AND fields->>'email' LIKE 'burst%'")).rows;
      // Every stored lead reaches the CRM (a message the killed container had claimed is taken over after its lease).
      await expect.poll(async () => {
        const keys = new Set((await crmDeliveries()).map((d) => d.key));
        const rows = await storedLeads();
        return rows.every((r) => r.delivered && keys.has(r.reference_id));
      }, { timeout: 90_000, intervals: [500] }).toBe(true);
      const stored = (await storedLeads()).map((r) => r.reference_id);
      const deliveries = (await crmDeliveries()).filter((d) => stored.includes(d.key));
      const perKey = new Map<string, number>();
      for (const d of deliveries) perKey.set(d.key, (perKey.get(d.key) ?? 0) + 1);
      const again = [...perKey].filter(([, n]) => n > 1).map(([key]) => key);

      expect(new Set(stored).size, 'no lead stored twice').toBe(stored.length);
      expect(stored, 'every acknowledged lead is stored').toEqual(expect.arrayContaining(acknowledged));
      expect([...perKey.keys()].sort(), 'every stored lead reached the CRM').toEqual([...stored].sort());
      expect(deliveries.every((d) => d.referenceId === d.key), 'each delivery carries its reference id as its Idempotency-Key').toBe(true);
      // A lead is sent again only when the killed container had sent it and died before recording the answer.
      for (const key of again) expect(deliveries.find((d) => d.key === key)!.at).toBeLessThanOrEqual(killedAt + 1000);
      expect(acknowledged.length + refused.length).toBe(BURST);
      reportFigure(`deploy kill test: ${BURST} leads sent, ${acknowledged.length} acknowledged, ${refused.length} cut off by the kill (not acknowledged), ` +
        `${stored.length} stored, ${perKey.size} delivered, ${deliveries.length} deliveries, ${again.length} sent again after the kill (same Idempotency-Key), ` +
        `0 lost, 0 stored twice, 0 accepted twice by a CRM that honours the key`);
    } finally {
      await db.end();
    }
  });
});
