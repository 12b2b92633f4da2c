import { LEAD_BRANDS } from '@rv/domain';
import { generateCatalog } from '../catalog/catalog.seed';
import { createRandom } from '../random';
import { floorplansByBrand, seedReviews } from './reviews.seed';

// The catalogue the seed writes, the newest model year of each floorplan, as the seeder reads it back.
const newest = new Map<string, ReturnType<typeof generateCatalog>[number]>();
for (const m of generateCatalog(createRandom(7))) {
  const key = `${m.brand_reference_id}/${m.reference_id}`;
  if ((newest.get(key)?.model_year ?? 0) < m.model_year) newest.set(key, m);
}
const catalog = [...newest.values()];
const plans = floorplansByBrand(catalog);
const reviews = seedReviews(createRandom(11), plans);
const sentences = (text: string) => text.match(/[^.!?]+[.!?]/g)!.map((s) => s.trim());

describe('seeded owner reviews', () => {
  it('are the same on every run', () => {
    expect(seedReviews(createRandom(11), plans)).toEqual(reviews);
  });

  it('give every lead brand 10 to 20 reviews', () => {
    for (const brand of LEAD_BRANDS) {
      const count = reviews.filter((r) => r.brandCode === brand.code).length;
      expect(count).toBeGreaterThanOrEqual(10);
      expect(count).toBeLessThanOrEqual(20);
    }
  });

  it('never repeat a body, and no two reviews of a brand share a sentence', () => {
    expect(new Set(reviews.map((r) => r.review)).size).toBe(reviews.length);
    for (const brand of LEAD_BRANDS) {
      const all = reviews.filter((r) => r.brandCode === brand.code).flatMap((r) => sentences(r.review));
      expect(all.filter((s, i) => all.indexOf(s) !== i)).toEqual([]);
    }
  });

  it('spread ratings as owners do: mostly 4 and 5, some 3, a few 1 and 2', () => {
    const share = (stars: number[]) => reviews.filter((r) => stars.includes(r.rating)).length / reviews.length;
    expect(share([4, 5])).toBeGreaterThan(0.7);
    expect(share([5])).toBeLessThan(0.75);
    expect(share([3])).toBeGreaterThan(0.04);
    expect(share([1, 2])).toBeGreaterThan(0.01);
    expect(share([1, 2])).toBeLessThan(0.12);
  });

  it('vary in length', () => {
    const words = reviews.map((r) => r.review.split(/\s+/).length);
    expect(Math.min(...words)).toBeLessThan(30);
    expect(Math.max(...words)).toBeGreaterThan(80);
  });

  it('give low ratings a specific complaint', () => {
    const complaint = /failed|came in|fell off|locked out|cracked|stopped cooling|took weeks|quit/;
    for (const r of reviews.filter((x) => x.rating <= 2)) expect(r.review).toMatch(complaint);
  });

  it('name a floorplan of their own brand and state its features as the catalogue has them', () => {
    let checked = 0;
    for (const r of reviews) {
      const own = plans.get(r.brandCode) ?? [];
      const others = LEAD_BRANDS.filter((b) => b.code !== r.brandCode).flatMap((b) => plans.get(b.code) ?? []);
      expect(others.filter((p) => !own.some((o) => o.name === p.name) && r.review.includes(`${p.name} `))).toEqual([]);
      for (const s of sentences(r.review)) {
        const plan = own.find((p) => s.includes(`${p.name} `) || s.endsWith(`${p.name}.`));
        const slides = s.match(/all (\w+) slides out/)?.[1] ?? (s.includes('both slides out') ? 'two' : null);
        if (plan && slides) { expect(slides).toBe(['no', 'one', 'two', 'three', 'four', 'five', 'six'][plan.slides]); checked += 1; }
        const named = own.find((p) => r.review.includes(`${p.name} `) || r.review.includes(`${p.name}.`));
        if (named && /weight-distribution|fifth-wheel hitch/.test(s)) { expect(s.includes('fifth-wheel hitch')).toBe(named.rvType === 'fifth-wheels'); checked += 1; }
        if (plan && /bunk/i.test(s)) { expect(plan.bunks).toBe(true); checked += 1; }
        const feet = s.match(/(\d+) feet/)?.[1];
        if (plan && feet) { expect(Number(feet)).toBe(plan.lengthFt); checked += 1; }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
