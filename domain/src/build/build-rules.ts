import { isValidMsrp, normaliseOptionPackageName } from '@rv/domain/format';

/** A priced option of a model (seeded from the model's O features) or an option package. */
export interface BuildOption {
  code: string;
  kind: 'package' | 'option';
  name: string;
  group: string;
  price: number;
  weight: number;
  /** A package's option codes: chosen with the package, they are not charged again. */
  includes: string[];
}

/**
 * An option's code from its name: 'Power Awning with LED Lighting' -> 'power-awning-with-led-lighting'.
 * Stable across catalogue rewrites, so saved builds and dealer stock lists (which name their options) match.
 */
export const optionCode = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export interface BuildLine { code: string; name: string; price: number; weight: number; kind: BuildOption['kind'] }

/** Packages first (they change what else is charged), then options by group as the list gives them. */
export function buildLines(options: readonly BuildOption[], selected: readonly string[]): BuildLine[] {
  const chosen = options.filter((o) => selected.includes(o.code) && !includedBy(options, selected, o.code));
  return [...chosen.filter((o) => o.kind === 'package'), ...chosen.filter((o) => o.kind === 'option')]
    .map((o) => ({ code: o.code, name: optionDisplayName(o), price: o.price, weight: o.weight, kind: o.kind }));
}

/** Names as spec (constants and limits) normalises option packages ('OPTION PACKAGE 1' -> 'OPTIONAL PACKAGE ONE', ' And ' -> ' & '). */
export function optionDisplayName(option: Pick<BuildOption, 'name'>): string {
  return normaliseOptionPackageName(option.name);
}

/** The chosen package that already includes an option, if any. */
export function includedBy(options: readonly BuildOption[], selected: readonly string[], code: string): BuildOption | undefined {
  return options.find((o) => o.kind === 'package' && o.code !== code && selected.includes(o.code) && o.includes.includes(code));
}

/** The option group whose choices exclude each other: a unit leaves the factory in one exterior paint at most. */
export const EXTERIOR_PAINT_GROUP = 'Exterior Paint';

/**
 * Toggles an option. Choosing a package drops the options it includes from the list (they come with it);
 * an option a chosen package includes cannot be toggled on its own; choosing a paint drops any other paint.
 */
export function toggleOption(options: readonly BuildOption[], selected: readonly string[], code: string): string[] {
  const option = options.find((o) => o.code === code);
  if (!option || includedBy(options, selected, code)) return [...selected];
  if (selected.includes(code)) return selected.filter((c) => c !== code);
  const paints = option.group === EXTERIOR_PAINT_GROUP ? options.filter((o) => o.group === EXTERIOR_PAINT_GROUP).map((o) => o.code) : [];
  const kept = option.kind === 'package' ? selected.filter((c) => !option.includes.includes(c)) : selected.filter((c) => !paints.includes(c));
  return [...kept, code];
}

/**
 * The plain options a build has: chosen on their own or included by a chosen package. A dealer's stock
 * unit lists options, never packages, so this is what 'Find one near me' compares with.
 */
export function chosenOptionCodes(options: readonly BuildOption[], selected: readonly string[]): string[] {
  const chosen = new Set<string>();
  for (const o of options) {
    if (!selected.includes(o.code)) continue;
    if (o.kind === 'option') chosen.add(o.code);
    else o.includes.forEach((c) => chosen.add(c));
  }
  return options.filter((o) => o.kind === 'option' && chosen.has(o.code)).map((o) => o.code);
}

export interface BuildTotals {
  /** Null when the base MSRP is missing or not valid (spec: constants and limits: shows as TBD). */
  base: number | null;
  options: number;
  total: number | null;
  weight: number;
}

/** Base MSRP plus each chosen line; whole dollars, so no rounding drift between the lines and the total. */
export function buildTotals(basePrice: number | null, lines: readonly BuildLine[]): BuildTotals {
  const base = isValidMsrp(basePrice) ? Math.round(basePrice as number) : null;
  const options = lines.reduce((sum, l) => sum + Math.round(l.price), 0);
  const weight = lines.reduce((sum, l) => sum + l.weight, 0);
  return { base, options, total: base === null ? null : base + options, weight };
}


/** The build in a URL query: `?year=2026&options=a,b&decor=modern-farmhouse` (shareable before saving). */
export interface BuildQuery { year: number | null; options: string[]; decor: string | null; token: string | null }

export function parseBuildQuery(query: URLSearchParams): BuildQuery {
  const year = Number(query.get('year'));
  const token = query.get('build');
  return {
    year: Number.isInteger(year) && year > 1990 && year < 2100 ? year : null,
    options: [...new Set((query.get('options') ?? '').split(',').map((c) => c.trim()).filter((c) => /^[a-z0-9-]{1,80}$/.test(c)))],
    decor: query.get('decor')?.trim() || null,
    // Kept as given: the API answers a malformed or unknown token alike, and the page shows one message.
    token: token?.trim() || null,
  };
}

export function buildQueryString(build: Omit<BuildQuery, 'token'> & { token?: string | null }): string {
  const query = new URLSearchParams();
  if (build.year) query.set('year', String(build.year));
  if (build.options.length) query.set('options', build.options.join(','));
  if (build.decor) query.set('decor', build.decor);
  if (build.token) query.set('build', build.token);
  const text = query.toString();
  return text ? `?${text}` : '';
}
