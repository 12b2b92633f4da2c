import type { RichText } from '@rv/domain/content';
import { blogDocuments } from './blog';
import { howtoDocuments } from './howto';

type Body = Array<{ slice_type: string; primary: { text?: RichText; quote?: string } }>;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const posts = blogDocuments({ companySlug: 'keystone', companyName: 'Keystone RV' }).filter((d) => d.type === 'blog_detail');
const guides = howtoDocuments().filter((d) => d.type === 'howto_detail');
const textOf = (body: Body) => body.find((s) => s.slice_type === 'text')!.primary.text!;

describe('blog posts', () => {
  it.each(posts.map((p) => [p.data.title, p]))('%s has a lead and at least four sections of its own, 150 words or more', (_title, post) => {
    const text = textOf(post.data.body as Body);
    expect(text[0].type).toBe('paragraph');
    expect(text.filter((b) => b.type === 'heading2').length).toBeGreaterThanOrEqual(4);
    expect(words(text.map((b) => b.text).join(' '))).toBeGreaterThanOrEqual(150);
  });

  it('shares no paragraph or pull quote between posts', () => {
    const paragraphs = posts.flatMap((p) => textOf(p.data.body as Body).filter((b) => b.type === 'paragraph').map((b) => b.text));
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    const quotes = posts.map((p) => (p.data.body as Body).find((s) => s.slice_type === 'pull_quote')!.primary.quote);
    expect(new Set(quotes).size).toBe(posts.length);
  });

  it('gives the specifics readers come for', () => {
    const plain = (title: string) => textOf(posts.find((p) => p.data.title === title)!.data.body as Body).map((b) => b.text).join(' ');
    expect(plain('Dutch Oven Peach Cobbler at Camp')).toMatch(/8 briquettes underneath .* 16 on the lid/);
    expect(plain('A Week on the Blue Ridge Parkway')).toMatch(/469 miles.*45 mph/);
    expect(plain('Boondocking 101')).toMatch(/14 days/);
  });
});

describe('how-to guides', () => {
  it.each(guides.map((g) => [g.data.title, g]))('%s has titled steps, tools, an intro and a caution', (_title, guide) => {
    const steps = guide.data.steps as Array<{ title: string; text: string }>;
    expect(steps.length).toBeGreaterThanOrEqual(4);
    for (const step of steps) {
      expect(step.title).not.toMatch(/^Step \d+$/);
      expect(words(step.text)).toBeGreaterThanOrEqual(6);
    }
    expect((guide.data.tools as string[]).length).toBeGreaterThan(0);
    const text = textOf(guide.data.body as Body);
    expect(text.filter((b) => b.type === 'paragraph').length).toBeGreaterThan(0);
    expect(text.filter((b) => b.type === 'caution').length).toBeGreaterThan(0);
  });

  it('puts the figures in the guides that need them', () => {
    const all = (title: string) => JSON.stringify(guides.find((g) => g.data.title === title)!.data);
    expect(all('How to Winterize Your RV')).toMatch(/never automotive antifreeze/);
    expect(all('How to Sanitize the Fresh Water System')).toMatch(/1\/4 cup \(60 ml\) of bleach for every 15 gallons/);
    expect(all('How to Check Tire Pressure and Torque')).toMatch(/90-120 ft-lb/);
  });
});
