/** The product lines (brands) of consumer spec (entities and fields), with their two-letter lead codes and groups. */
export type TypeClassSlug = 'travel-trailers' | 'fifth-wheels' | 'toy-haulers' | 'destination-trailers';

export interface BrandDefinition {
  /** Two-letter (or longer) lead/brand code, the `value` of a brand list entry. */
  code: string;
  name: string;
  slug: string;
  /** Brand group; PP = Passport, ST = Sprinter, otherwise the brand's own code. */
  group: string;
  /** Slug group of spec (entities and fields) the brand belongs to, if any. */
  slugGroup?: string;
  typeClasses: TypeClassSlug[];
}

export const TYPE_CLASSES: ReadonlyArray<{ slug: TypeClassSlug; name: string }> = [
  { slug: 'travel-trailers', name: 'Travel Trailers' },
  { slug: 'fifth-wheels', name: 'Fifth Wheels' },
  { slug: 'toy-haulers', name: 'Toy Haulers' },
  { slug: 'destination-trailers', name: 'Destination Trailers' },
];

/** The 21 entries of the lead brand list, in the spec's order. */
export const LEAD_BRANDS: readonly BrandDefinition[] = [
  { code: 'AP', name: 'Alpine', slug: 'alpine', group: 'AP', slugGroup: 'alpine', typeClasses: ['fifth-wheels'] },
  { code: 'AR', name: 'Arcadia', slug: 'arcadia', group: 'AR', slugGroup: 'arcadia', typeClasses: ['fifth-wheels', 'travel-trailers'] },
  { code: 'AV', name: 'Avalanche', slug: 'avalanche', group: 'AV', typeClasses: ['fifth-wheels'] },
  { code: 'BL', name: 'Bullet', slug: 'bullet', group: 'BL', slugGroup: 'bullet', typeClasses: ['travel-trailers'] },
  { code: 'CN', name: 'Carbon', slug: 'carbon', group: 'CN', typeClasses: ['toy-haulers'] },
  { code: 'CL', name: 'Coleman', slug: 'coleman', group: 'CL', slugGroup: 'coleman', typeClasses: ['travel-trailers'] },
  { code: 'CG', name: 'Cougar', slug: 'cougar', group: 'CG', slugGroup: 'cougar', typeClasses: ['fifth-wheels', 'travel-trailers'] },
  { code: 'FZ', name: 'Fuzion', slug: 'fuzion', group: 'FZ', slugGroup: 'fuzion', typeClasses: ['toy-haulers'] },
  { code: 'HI', name: 'Hideout', slug: 'hideout', group: 'HI', slugGroup: 'hideout', typeClasses: ['travel-trailers', 'fifth-wheels'] },
  { code: 'IP', name: 'Impact', slug: 'impact', group: 'IP', typeClasses: ['toy-haulers'] },
  { code: 'MO', name: 'Montana', slug: 'montana', group: 'MO', slugGroup: 'montana', typeClasses: ['fifth-wheels'] },
  { code: 'OB', name: 'Outback', slug: 'outback', group: 'OB', slugGroup: 'outback', typeClasses: ['travel-trailers', 'fifth-wheels'] },
  { code: 'PP', name: 'Passport', slug: 'passport', group: 'PP', slugGroup: 'passport', typeClasses: ['travel-trailers'] },
  // Own group so that brand code PR, queried by group (spec: the calls, brand code mapping), finds its floorplans.
  { code: 'PR', name: 'Premier', slug: 'premier', group: 'PR', slugGroup: 'bullet', typeClasses: ['travel-trailers'] },
  { code: 'RP', name: 'Raptor', slug: 'raptor', group: 'RP', slugGroup: 'raptor', typeClasses: ['toy-haulers'] },
  { code: 'RG', name: 'Reign', slug: 'reign', group: 'RG', typeClasses: ['toy-haulers'] },
  { code: 'RS', name: 'Residence', slug: 'residence', group: 'RS', slugGroup: 'residence', typeClasses: ['destination-trailers'] },
  { code: 'RT', name: 'Retreat', slug: 'retreat', group: 'RT', slugGroup: 'retreat', typeClasses: ['destination-trailers'] },
  { code: 'SG', name: 'Springdale', slug: 'springdale', group: 'SG', slugGroup: 'springdale', typeClasses: ['travel-trailers', 'fifth-wheels'] },
  { code: 'ST', name: 'Sprinter', slug: 'sprinter', group: 'ST', slugGroup: 'sprinter', typeClasses: ['fifth-wheels', 'travel-trailers'] },
  { code: 'SP', name: 'Sprout', slug: 'sprout', group: 'SP', typeClasses: ['travel-trailers'] },
];

/** The longer brand list of spec (entities and fields): the lead list plus Cougar Half-Ton, Montana High Country and Other. */
export const ALL_BRAND_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  ...LEAD_BRANDS.map((b) => ({ value: b.code, label: b.name })),
  { value: 'CH', label: 'Cougar Half-Ton' },
  { value: 'HM', label: 'Montana High Country' },
  { value: 'OT', label: 'Other' },
];

export function brandBySlug(slug: string): BrandDefinition | undefined {
  return LEAD_BRANDS.find((b) => b.slug === slug);
}

export function brandByCode(code: string): BrandDefinition | undefined {
  return LEAD_BRANDS.find((b) => b.code === code);
}

/** Comfort, premium or luxury: the class a product line is sold as (spec: entities and fields, models.class). */
export type BrandClass = 'Comfort' | 'Premium' | 'Luxury';

/** A sub-brand (the search service's brand, keyed by referenceId) of a lead brand. */
export interface SubBrandDefinition {
  referenceId: string;
  /** Lead brand code the sub-brand is sold under. */
  code: string;
  name: string;
  slug: string;
  class: BrandClass;
  /** The tow vehicle class (TOW_VEHICLES id) a line is sold for, when its name promises one: every floorplan must be towable by it. */
  towClass?: 'half-ton';
}

const sub = (code: string, referenceId: string, name: string, slug: string, cls: BrandClass, towClass?: 'half-ton'): SubBrandDefinition =>
  ({ code, referenceId, name, slug, class: cls, ...(towClass ? { towClass } : {}) });

/**
 * Every sub-brand, in list order. Most lead brands are one sub-brand with the same code; Cougar Half-Ton
 * (CGHT) and Montana High Country (HM) are the spec's own extras, the others follow the real line-up.
 */
export const SUB_BRANDS: readonly SubBrandDefinition[] = [
  sub('AP', 'AP', 'Alpine', 'alpine', 'Luxury'),
  sub('AR', 'AR', 'Arcadia', 'arcadia', 'Luxury'),
  sub('AV', 'AV', 'Avalanche', 'avalanche', 'Premium'),
  sub('BL', 'BL', 'Bullet', 'bullet', 'Comfort'),
  sub('BL', 'BLCF', 'Bullet Crossfire', 'bullet-crossfire', 'Comfort'),
  sub('CN', 'CN', 'Carbon', 'carbon', 'Premium'),
  sub('CL', 'CL', 'Coleman', 'coleman', 'Comfort'),
  sub('CL', 'CLLT', 'Coleman Lantern', 'coleman-lantern', 'Comfort'),
  sub('CG', 'CG', 'Cougar', 'cougar', 'Premium'),
  sub('CG', 'CGHT', 'Cougar Half-Ton', 'cougar-half-ton', 'Premium', 'half-ton'),
  sub('FZ', 'FZ', 'Fuzion', 'fuzion', 'Luxury'),
  sub('HI', 'HI', 'Hideout', 'hideout', 'Comfort'),
  sub('IP', 'IP', 'Impact', 'impact', 'Premium'),
  sub('MO', 'MO', 'Montana', 'montana', 'Luxury'),
  sub('MO', 'HM', 'Montana High Country', 'montana-high-country', 'Premium'),
  sub('OB', 'OB', 'Outback', 'outback', 'Premium'),
  sub('OB', 'OBUL', 'Outback Ultra-Lite', 'outback-ultra-lite', 'Comfort'),
  sub('PP', 'PPSL', 'Passport SL', 'passport-sl', 'Comfort'),
  sub('PP', 'PPGT', 'Passport GT', 'passport-gt', 'Premium'),
  sub('PR', 'PR', 'Premier', 'premier', 'Premium'),
  sub('RP', 'RP', 'Raptor', 'raptor', 'Luxury'),
  sub('RG', 'RG', 'Reign', 'reign', 'Luxury'),
  sub('RS', 'RS', 'Residence', 'residence', 'Comfort'),
  sub('RT', 'RT', 'Retreat', 'retreat', 'Premium'),
  sub('SG', 'SG', 'Springdale', 'springdale', 'Comfort'),
  sub('ST', 'STLT', 'Sprinter Limited', 'sprinter-limited', 'Premium'),
  sub('ST', 'STCF', 'Sprinter Campfire', 'sprinter-campfire', 'Comfort'),
  sub('SP', 'SP', 'Sprout', 'sprout', 'Comfort'),
];

/** Brand slug groups of spec (entities and fields): each slug group lists the related sub-brand slugs. */
export const BRAND_SLUG_GROUPS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  LEAD_BRANDS.filter((b) => b.slugGroup).map((b) => [b.slugGroup as string, [] as string[]]),
);
for (const s of SUB_BRANDS) {
  const group = brandByCode(s.code)?.slugGroup;
  if (group) (BRAND_SLUG_GROUPS[group] as string[]).push(s.slug);
}
