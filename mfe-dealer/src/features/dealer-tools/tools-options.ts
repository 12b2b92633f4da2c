import { DEALER_PREFIX } from '@rv/shared-lib';
import type { Model } from '@rv/shared-lib/catalog';
import { brandByCode } from '@rv/domain';
import { compareText } from '@rv/domain/locale';

export interface Option {
  value: string;
  label: string;
}

/** The user's brands as picker options, by name. */
export function brandOptions(codes: readonly string[]): Option[] {
  return codes.map((code) => ({ value: code, label: brandByCode(code)?.name ?? code })).sort((a, b) => compareText(a.label, b.label));
}

/** The brand's types (by slug), then the floorplans of the chosen type, each referenceId once (newest year). */
export function typeAndFloorplanOptions(models: readonly Model[], typeSlug: string): { types: Option[]; floorplans: Option[] } {
  const types = new Map<string, string>();
  const floorplans = new Map<string, string>();
  for (const m of [...models].sort((a, b) => b.modelYear - a.modelYear)) {
    types.set(m.typeClassSlug, m.typeClass);
    if (m.typeClassSlug === typeSlug && !floorplans.has(m.referenceId)) floorplans.set(m.referenceId, m.name);
  }
  const sorted = (map: Map<string, string>) => [...map].map(([value, label]) => ({ value, label })).sort((a, b) => compareText(a.label, b.label));
  return { types: sorted(types), floorplans: sorted(floorplans) };
}

/** Dealer catalogue links for a pick: the brand-type listing, the floorplan and the specs. */
export function toolsLinks(brandSlug: string | undefined, typeSlug: string, referenceId: string) {
  if (!brandSlug || !typeSlug) return [];
  const base = `${DEALER_PREFIX}/product/${brandSlug}/${typeSlug}`;
  const links = [{ label: 'View floorplans', href: `${base}/floorplans` }, { label: 'View specs', href: `${base}/specs` }];
  if (referenceId) links.unshift({ label: 'View floorplan', href: `${base}/floorplans/${encodeURIComponent(referenceId)}` });
  return links;
}
