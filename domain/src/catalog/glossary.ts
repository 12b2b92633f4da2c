/**
 * Plain-language specs: the glossary is content (`glossary_term` documents, seeded and
 * editable like any document); which term explains which spec row, filter section or floorplan code
 * is decided here, so the screens and the seed agree on the uids.
 */
import { compareText } from '@rv/domain/locale';
import type { FilterSection } from './filter-keys';

/** The content document type of one glossary term. */
export const GLOSSARY_TYPE = 'glossary_term';
/** The glossary page's path (route `glossary`, owned by mfe-catalog). */
export const GLOSSARY_PATH = '/glossary';

/** What a `glossary_term` document holds. */
export interface GlossaryTermData {
  /** The word as shoppers see it on spec sheets: 'GVWR', 'Hitch weight'. */
  term: string;
  /** The words an abbreviation stands for, when it is one ('Gross Vehicle Weight Rating'). */
  stands_for: string | null;
  /** One or two sentences: the tooltip text. */
  short_definition: string;
  /** The longer plain-language explanation on the glossary page. */
  definition: string;
}
export interface GlossaryTerm extends GlossaryTermData { uid: string }

/** The uids of the seeded terms. */
export const GLOSSARY_UIDS = [
  'gvwr', 'uvw', 'dry-weight', 'ccc', 'hitch-weight', 'towing-capacity', 'payload', 'bh', 'rl', 'rk', 'fk', 'slide-outs',
  'fifth-wheel-vs-travel-trailer', 'toy-hauler-garage',
] as const;
export type GlossaryUid = (typeof GLOSSARY_UIDS)[number];

/** Spec rows (compare, specs page, model detail) that carry a term's tooltip. */
export const GLOSSARY_TERM_BY_SPEC: Readonly<Record<string, GlossaryUid>> = {
  'RV-TYPE': 'fifth-wheel-vs-travel-trailer',
  GVWR: 'gvwr',
  SHIPPINGWEIGHT: 'uvw',
  CARRYINGCAPACITY: 'ccc',
  HITCHWEIGHT: 'hitch-weight',
  'TOY-HAULER-GARAGE-SIZE': 'toy-hauler-garage',
  'GARAGE-SIZE': 'toy-hauler-garage',
  BUNKHOUSE: 'bh',
};

/** The tow-vehicle section of the filter panel, which is not a filter key section. */
export type GlossarySection = FilterSection | 'towVehicle';

/** Filter panel sections and the terms shown at their top. */
export const GLOSSARY_TERMS_BY_SECTION: Readonly<Partial<Record<GlossarySection, readonly GlossaryUid[]>>> = {
  rvType: ['fifth-wheel-vs-travel-trailer', 'toy-hauler-garage'],
  layoutSleep: ['bh', 'rl', 'rk', 'fk', 'slide-outs'],
  weight: ['dry-weight', 'uvw', 'ccc', 'gvwr'],
  garageSize: ['toy-hauler-garage'],
  floorplan: ['rl', 'slide-outs'],
  towVehicle: ['towing-capacity', 'payload', 'gvwr', 'hitch-weight'],
};

/** Layout letters at the end of a floorplan name (273BH, 3901RK) that have a term. */
const FLOORPLAN_CODES: Readonly<Record<string, GlossaryUid>> = { BH: 'bh', RL: 'rl', RK: 'rk', FK: 'fk' };

/** The term for a floorplan's layout letters, read from its referenceId ('3901RK' gives rk), or null. */
export function floorplanCodeTerm(referenceId: string): GlossaryUid | null {
  const letters = /\d([A-Z]{2,3})$/i.exec(referenceId.trim())?.[1].toUpperCase() ?? '';
  return FLOORPLAN_CODES[letters.slice(0, 2)] ?? null;
}

/** The glossary page order: alphabetical by term, ignoring case. */
export function sortGlossaryTerms(terms: readonly GlossaryTerm[]): GlossaryTerm[] {
  return [...terms].sort((a, b) => compareText(a.term, b.term));
}
