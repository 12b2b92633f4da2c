import { parseVideoId, siteVideoUrls } from '@rv/domain/content';
import { documentUrl } from '../src/modules/content/service';
import { testAppPerFile, testDbKind } from './test-app';

/** The outside hosts the content may send a visitor to on purpose: the app stores and the social profiles. */
const ALLOWED_HOSTS = new Set([
  'apps.apple.com', 'play.google.com', 'www.facebook.com', 'www.instagram.com', 'www.youtube.com', 'www.pinterest.com', 'www.tiktok.com',
]);

/**
 * Pages the content links to that answer 404 today, and why; each is a finding to fix, not a pass. The check fails on any
 * other, and when one of these starts answering (take it off the list).
 */
const KNOWN_DEAD_PAGES: Record<string, string> = {};

interface Found { pages: Set<string>; files: Set<string>; videos: Set<string>; external: Set<string>; missing: Array<[string, string]>; problems: string[] }
type Doc = { type: string; uid: string | null; data: Record<string, unknown> };

/** Every address a document's data names: pages (links), files under /api, site videos and outside URLs. */
export function linksOf(docs: readonly Doc[], companySlug: string): Found {
  const found: Found = { pages: new Set(), files: new Set(), videos: new Set(), external: new Set(), missing: [], problems: [] };
  const byKey = new Map(docs.map((d) => [`${d.type}:${d.uid}`, d]));
  const visit = (value: unknown, where: string, key = ''): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, where, `${key}[${i}]`));
    if (typeof value === 'string') {
      if (value.startsWith('/api/')) found.files.add(value);
      else if (/^https?:\/\//i.test(value)) found.external.add(value);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (node.link_type === 'Document' && typeof node.type === 'string') {
      const target = byKey.get(`${node.type}:${String(node.uid)}`);
      if (!target) found.missing.push([where, String(node.uid)]);
      else found.pages.add(documentUrl(target, companySlug));
    }
    if (node.link_type === 'Web' && typeof node.url === 'string' && node.url.startsWith('/') && !node.url.startsWith('/api/')) {
      found.pages.add(node.url.split('#')[0]);
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'youtube_video_id' && typeof v === 'string') {
        if (parseVideoId(v)) found.videos.add(v);
        else found.problems.push(`${where}: "${v}" is no video the site can play`);
      } else visit(v, where, k);
    }
  };
  for (const doc of docs) visit(doc.data, `${doc.type}/${doc.uid}`);
  for (const url of found.external) {
    const host = new URL(url).host;
    if (!ALLOWED_HOSTS.has(host)) found.problems.push(`${url}: ${host} is not an intended outside host`);
  }
  return found;
}

describe('link check: what the checker counts as a problem', () => {
  it('flags a made-up external video host, a made-up video id and a link to a missing document', () => {
    const docs: Doc[] = [{ type: 'content_page', uid: 'a', data: {
      body: [{ slice_type: 'embed', primary: { embed_url: 'https://www.youtube-nocookie.com/embed/kRvPlant001' } },
        { slice_type: 'youtube', primary: { youtube_video_id: 'kRvBlog0003' } },
        { primary: { link: { link_type: 'Document', type: 'blog_detail', uid: 'gone' } } },
        { primary: { link: { link_type: 'Web', url: 'https://apps.apple.com/app/x', target: '_blank' } } }],
    } }];
    const found = linksOf(docs, 'keystone');
    expect(found.problems).toEqual([
      'content_page/a: "kRvBlog0003" is no video the site can play',
      'https://www.youtube-nocookie.com/embed/kRvPlant001: www.youtube-nocookie.com is not an intended outside host',
    ]);
    expect(found.missing).toEqual([['content_page/a', 'gone']]);
  });
});

describe(`link check of the seeded content and navigation (${testDbKind})`, () => {
  const ctx = testAppPerFile({ serveWeb: true, config: { webRoot: '/nonexistent' } });
  let found: Found;
  beforeAll(async () => {
    const { rows } = await ctx().db.query<Doc>('SELECT type, uid, data FROM content_documents');
    found = linksOf(rows, ctx().config.companySlug);
  });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('names no made-up video and no unintended outside host', () => {
    expect(found.problems).toEqual([]);
    expect(found.external.size).toBeGreaterThan(0);
  });

  it('hides each link to a missing document: the content API marks it broken (spec: broken content links are hidden)', async () => {
    for (const [where, uid] of found.missing) {
      const [type, docUid] = where.split('/');
      const data = JSON.stringify((await get(`/api/content/v1/documents/${type}/${docUid}`)).json().data);
      const links = [...data.matchAll(/\{[^{}]*"uid":"([^"]+)"[^{}]*\}/g)].filter((m) => m[1] === uid).map((m) => m[0]);
      expect([where, uid, links.length > 0 && links.every((l) => l.includes('"isBroken":true'))]).toEqual([where, uid, true]);
    }
  });

  it('answers every page the content and navigation link to with 200, not the 404 page', async () => {
    expect(found.pages.size).toBeGreaterThan(100);
    expect(found.pages).toContain('/find-a-dealer');
    const failed: string[] = [];
    for (const url of found.pages) {
      let res = await get(url);
      // Dealer portal pages send a signed-out visitor to the portal's sign-in splash, which must itself answer.
      const location = String(res.headers.location ?? '');
      if ((res.statusCode === 301 || res.statusCode === 302) && url.startsWith('/ignite/sales/') && location.startsWith('/ignite/sales/splash')) res = await get(location);
      if (res.statusCode !== 200) failed.push(url);
    }
    expect(failed.sort()).toEqual(Object.keys(KNOWN_DEAD_PAGES).sort());
  }, 120_000);

  it('answers every image, brochure and file address with 200 and a body', async () => {
    expect([...found.files].some((url) => url.startsWith('/api/media/brochure'))).toBe(true);
    const failed: string[] = [];
    for (const url of found.files) {
      const res = await get(url);
      if (res.statusCode !== 200 || res.rawPayload.length === 0) failed.push(`${url} ${res.statusCode}`);
    }
    expect(failed).toEqual([]);
  }, 240_000);

  it('plays every video the content names: WebM, captions and poster from the site', async () => {
    expect(found.videos.size).toBeGreaterThan(20);
    const failed: string[] = [];
    for (const id of found.videos) {
      const urls = siteVideoUrls(id);
      const [webm, vtt, poster] = await Promise.all([get(urls.webm), get(urls.captions), get(urls.poster)]);
      if (webm.statusCode !== 200 || webm.headers['content-type'] !== 'video/webm' || webm.rawPayload.length < 1000) failed.push(`${urls.webm} ${webm.statusCode}`);
      if (vtt.statusCode !== 200 || !vtt.body.startsWith('WEBVTT')) failed.push(`${urls.captions} ${vtt.statusCode}`);
      if (poster.statusCode !== 200) failed.push(`${urls.poster} ${poster.statusCode}`);
    }
    expect(failed).toEqual([]);
  }, 240_000);
});
