import { generateCatalog } from '../catalog/catalog.seed';
import type { ModelRecord } from '../catalog/model-record';
import { locatorDealers } from '../dealer-network';
import { areaCodesOf, AREA_CODE_TOWNS } from '../geo/area-codes';
import { createRandom } from '../random';
import { floorplansByBrand, seedReviews } from '../reviews/reviews.seed';
import type { NewReview } from '../../modules/reviews/repository';
import type { SeedDealer } from '../types';
import { catalogueViolations } from './catalogue-rules';
import { dealerViolations } from './dealer-rules';
import { reviewViolations } from './review-rules';
import { assertSeedRules } from './seed-check';

const catalog = generateCatalog(createRandom(7));
const dealers = locatorDealers();
const reviews = seedReviews(createRandom(11), floorplansByBrand(catalog));
const rulesBroken = (violations: Array<{ rule: string }>) => [...new Set(violations.map((v) => v.rule))];

/** A sound 2026 travel trailer, then changed as each case needs (specs follow the facts, as the generator writes them). */
function record(change: Partial<ModelRecord> = {}, specs: Record<string, string> = {}): ModelRecord {
  const base = catalog.find((m) => m.rv_type === 'travel-trailers' && m.brand_reference_id === 'CG')!;
  const m = { ...base, ...change };
  return { ...m, specifications: { ...m.specifications, SHIPPINGWEIGHT: String(m.shipping_weight), CARRYINGCAPACITY: String(m.carrying_capacity), GVWR: String(m.shipping_weight + m.carrying_capacity), 'SLEEPING-CAPACITY': String(m.sleeps), ...specs } };
}

describe('the seed obeys what a real catalogue, dealer list and review set obey', () => {
  it('the generated catalogue, dealers and reviews break no rule', () => {
    expect(catalogueViolations(catalog)).toEqual([]);
    expect(catalogueViolations(generateCatalog(createRandom(7), 3000))).toEqual([]);
    expect(dealerViolations(dealers)).toEqual([]);
    expect(reviewViolations(reviews)).toEqual([]);
  });

  it('every Cougar Half-Ton floorplan is towable by a half-ton truck (8,500 lb)', () => {
    const halfTon = catalog.filter((m) => m.brand_reference_id === 'CGHT');
    expect(halfTon.length).toBeGreaterThan(0);
    expect(Math.max(...halfTon.map((m) => m.shipping_weight))).toBeLessThanOrEqual(8500);
  });

  it.each([
    ['a 15,610 lb half-ton trailer', { brand_reference_id: 'CGHT', shipping_weight: 15610, hitch_weight: 1875 }, {}, 'towable by the line\'s tow class'],
    ['GVWR not above dry weight', { shipping_weight: 7000, carrying_capacity: 0, hitch_weight: 840 }, {}, 'GVWR above dry weight'],
    ['cargo not GVWR - dry', {}, { CARRYINGCAPACITY: '100' }, 'cargo = GVWR - dry weight'],
    ['a hitch weight of 3 %', { hitch_weight: 200 }, {}, 'hitch weight share'],
    ['a 418MB 25 ft long', { reference_id: '418MB', length: 25 * 12 }, {}, 'length matches the model number'],
    ['sleeps 10 in 20 ft', { reference_id: '201QB', length: 20 * 12, sleeps: 10, description: 'Queen Bed travel trailer with one slide, sleeps 10.' }, {}, 'sleeps fit the length and the layout'],
    ['a description with other sleeps', { description: 'Rear Kitchen travel trailer with 1 slide, sleeps 99.' }, {}, 'description matches the specs'],
  ] as const)('%s breaks its rule', (_, change, specs, rule) => {
    expect(rulesBroken(catalogueViolations([record(change as Partial<ModelRecord>, specs)]))).toEqual([rule]);
  });

  it('gives dealers their town\'s area code: Los Angeles 213, Ottawa 613, Austin 512', () => {
    const phone = (city: string, state: string) => dealers.find((d) => d.city === city && d.state === state)?.phone.slice(0, 5);
    expect([phone('Los Angeles', 'CA'), phone('Ottawa', 'ON'), phone('Austin', 'TX')]).toEqual(['(213)', '(613)', '(512)']);
    for (const town of AREA_CODE_TOWNS) expect(areaCodesOf(town.state)).toContain(town.areaCode);
  });

  it('a dealer with another state\'s area code breaks the rule', () => {
    const la: SeedDealer = { ...dealers[0], city: 'Los Angeles', state: 'CA', phone: '(702) 555-0100' };
    expect(dealerViolations([la]).map((v) => v.detail)).toEqual(['(702) is not an area code of CA (Los Angeles)']);
    expect(dealerViolations([{ ...la, phone: '555-0100' }])).toHaveLength(1);
  });

  it('a review repeating another, or a Calgary reviewer\'s nights near the Texas Hill Country, breaks the rules', () => {
    const calgary: NewReview = { ...reviews[0], ownerCity: 'Calgary', ownerState: 'AB', review: 'Our best nights were near the Texas Hill Country.' };
    expect(rulesBroken(reviewViolations([calgary]))).toEqual(['trips near the reviewer\'s home']);
    expect(rulesBroken(reviewViolations([reviews[0], { ...reviews[0] }]))).toEqual(['review text unique', 'no sentence in two reviews']);
    expect(rulesBroken(reviewViolations([{ ...reviews[0], ownerCity: 'Atlantis', ownerState: 'ZZ' }]))).toEqual(['trips near the reviewer\'s home']);
  });

  it('stops the seed naming how many rules broke and the first of them', () => {
    expect(() => assertSeedRules('dealer', [{ rule: 'r', subject: 's', detail: 'd' }])).toThrow('The dealer seed breaks 1 rule check(s):\nr: s: d');
    expect(() => assertSeedRules('dealer', [])).not.toThrow();
  });
});
