/** The product lines (brands) of spec consumer §3, with their two-letter lead codes and groups. */
export type TypeClassSlug = 'travel-trailers' | 'fifth-wheels' | 'toy-haulers' | 'destination-trailers';

export interface BrandDefinition {
  /** Two-letter (or longer) lead/brand code, the `value` of a brand list entry. */
  code: string;
  name: string;
  slug: string;
  /** Brand group; PP = Passport, ST = Sprinter, otherwise the brand's own code. */
  group: string;
  /** Slug group of spec §3 the brand belongs to, if any. */
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
  { code: 'PR', name: 'Premier', slug: 'premier', group: 'BL', slugGroup: 'bullet', typeClasses: ['travel-trailers'] },
  { code: 'RP', name: 'Raptor', slug: 'raptor', group: 'RP', slugGroup: 'raptor', typeClasses: ['toy-haulers'] },
  { code: 'RG', name: 'Reign', slug: 'reign', group: 'RG', typeClasses: ['toy-haulers'] },
  { code: 'RS', name: 'Residence', slug: 'residence', group: 'RS', slugGroup: 'residence', typeClasses: ['destination-trailers'] },
  { code: 'RT', name: 'Retreat', slug: 'retreat', group: 'RT', slugGroup: 'retreat', typeClasses: ['destination-trailers'] },
  { code: 'SG', name: 'Springdale', slug: 'springdale', group: 'SG', slugGroup: 'springdale', typeClasses: ['travel-trailers', 'fifth-wheels'] },
  { code: 'ST', name: 'Sprinter', slug: 'sprinter', group: 'ST', slugGroup: 'sprinter', typeClasses: ['fifth-wheels', 'travel-trailers'] },
  { code: 'SP', name: 'Sprout', slug: 'sprout', group: 'SP', typeClasses: ['travel-trailers'] },
];

/** The longer brand list of spec §3: the lead list plus Cougar Half-Ton, Montana High Country and Other. */
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
