import { LEAD_BRANDS, TYPE_CLASSES } from '@rv/domain';
import { CONTENT_TYPES, SLICE_TYPES } from '@rv/domain/content';
import { countInWords } from '@rv/domain/copy';
import { QUIZ_QUESTIONS } from '@rv/domain/quiz';
import { createTestDatabase, testDbKind } from '../../../test/test-app';
import { migrate } from '../../db/migrate';
import { findBrokenLinks, upsertDocuments, type NewDocument } from '../../modules/content/repository';
import { contentSeedDocuments } from './index';

const options = { companySlug: 'keystone', companyName: 'Keystone RV' };
const docs = contentSeedDocuments(options);
const ofType = (type: string) => docs.filter((d) => d.type === type);
const slicesOf = (doc: NewDocument) => ((doc.data.body ?? []) as Array<{ slice_type: string }>);

/** The seed a new user sees: every document type of consumer spec (entities and fields) with real content. */
describe('content seed documents', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(contentSeedDocuments(options))).toBe(JSON.stringify(docs));
  });

  it('holds every document type of spec (entities and fields) (model docs belong to the catalogue)', () => {
    const seeded = new Set(docs.map((d) => d.type));
    expect(CONTENT_TYPES.filter((t) => t !== 'model' && !seeded.has(t))).toEqual([]);
    expect([...seeded].filter((t) => !(CONTENT_TYPES as readonly string[]).includes(t))).toEqual([]);
  });

  it('gives brand names their article by sound in text and alt text ("An Alpine ...", never "A Alpine")', () => {
    const text = JSON.stringify(docs);
    const vowelBrands = LEAD_BRANDS.filter((b) => /^[AEIOU]/.test(b.name)).map((b) => b.name);
    expect(vowelBrands).toEqual(expect.arrayContaining(['Alpine', 'Outback']));
    expect(text.match(new RegExp(`\\b[Aa] (?:${vowelBrands.join('|')})\\b`, 'g'))).toBeNull();
    expect(text).toContain('An Alpine fifth wheel at camp');
  });

  it('links /contact-us from the masthead\'s utility navigation and the footer, and the quote form from the footer', () => {
    const nav = ofType('navigation')[0].data as { utility: Array<{ label: string; link: { url: string } }> };
    expect(nav.utility).toContainEqual(expect.objectContaining({ label: 'Contact Us', link: expect.objectContaining({ url: '/contact-us' }) }));
    const footer = ofType('footer_navigation')[0].data as { columns: Array<{ links: Array<{ label: string; link: { url: string } }> }> };
    const links = footer.columns.flatMap((c) => c.links).map((l) => [l.label, l.link.url]);
    expect(links).toEqual(expect.arrayContaining([['Contact Us', '/contact-us'], ['Request a Quote', '/contact-us?form=quote']]));
  });

  it('counts the quiz\'s questions as the quiz asks them, and names one floorplan\'s kind in the singular', () => {
    const text = JSON.stringify(docs);
    expect(text).not.toMatch(/six questions/i);
    expect(text).toContain(`${countInWords(QUIZ_QUESTIONS.length)} questions`);
    expect(text).not.toMatch(/(trailers|wheels|haulers) floorplan\b/i);
    expect(text).toContain('Compare every Cougar travel trailer floorplan');
    expect(text).not.toContain('search the library');
  });

  it('has unique type and uid pairs', () => {
    const keys = docs.map((d) => `${d.type}/${d.uid}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses only slice types of content-slices.ts, most of them, with a home page of many blocks', () => {
    const used = new Set(docs.flatMap((d) => slicesOf(d).map((s) => s.slice_type)));
    expect([...used].filter((t) => !(SLICE_TYPES as readonly string[]).includes(t))).toEqual([]);
    expect(SLICE_TYPES.filter((t) => !used.has(t))).toEqual([]);
    const home = slicesOf(ofType('home_page')[0]).map((s) => s.slice_type);
    expect(home).toEqual(expect.arrayContaining(['xfader', 'in_page_banner', 'callouts_3', 'explore_brands', 'testimonials', 'faq', 'grid_callout', 'related_story']));
    expect((slicesOf(ofType('home_page')[0])[0] as unknown as { primary: { slide_speed: number } }).primary.slide_speed).toBeGreaterThan(0);
  });

  it('has a brand landing per brand (uid = slug, passport and sprinter included) with brochures', () => {
    expect(ofType('brands_landing').map((d) => d.uid).sort()).toEqual(LEAD_BRANDS.map((b) => b.slug).sort());
    for (const landing of ofType('brands_landing')) {
      expect((landing.data.brochures as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('has a brand_type per brand and type class with its public_url', () => {
    const expected = LEAD_BRANDS.flatMap((b) => b.typeClasses.map((t) => `/product/${b.slug}/${t}/floorplans`));
    expect(ofType('brand_type').map((d) => d.data.public_url).sort()).toEqual(expected.sort());
  });

  it.each([
    ['type_landing', TYPE_CLASSES.length], ['blog_detail', 20], ['innovation', 8], ['howto_detail', 10], ['or_support_article', 64],
  ])('has %s documents (%i)', (type, count) => {
    expect(ofType(type)).toHaveLength(count);
  });

  it('gives every blog post tags and an author, every support article a card image and tags_group', () => {
    for (const post of ofType('blog_detail')) {
      expect(post.tags?.length).toBeGreaterThan(0);
      expect(post.data.author).toEqual(expect.objectContaining({ name: expect.any(String) }));
    }
    for (const article of ofType('or_support_article')) {
      expect(article.data.card_image).toEqual(expect.objectContaining({ url: expect.any(String) }));
      expect(Boolean(article.data.hero_banner) !== Boolean(article.data.hero_video)).toBe(true);
      expect((article.data.tags_group as unknown[]).length).toBeGreaterThan(1);
    }
  });
});

describe(`content seed in the database (${testDbKind})`, () => {
  it('writes in well under 2 seconds and leaves only the two deliberately broken links', async () => {
    const { db, dispose } = await createTestDatabase();
    try {
      await migrate(db);
      const started = Date.now();
      await db.transaction((tx) => upsertDocuments(tx, docs));
      expect(Date.now() - started).toBeLessThan(2000);
      const broken = (await findBrokenLinks(db)).map((b) => `${b.source_id} -> ${b.target_type}/${b.target_uid}`);
      expect(broken).toEqual(['or_landing-owners -> or_support_category/retired-category', 'page-why-choose-us -> page/retired-tool']);
    } finally {
      await dispose();
    }
  }, 30_000);
});
