import { cachedRead, fetchAllByType, type DecorOptionData } from '@rv/shared-lib';
import { searchBrands, searchModels, type Model } from '@rv/shared-lib/catalog';
import { SUB_BRANDS, TYPE_CLASSES } from '@rv/domain';
import { compareText } from '@rv/domain/locale';

export interface BuildBrand { slug: string; name: string; minPrice: number | null; classes: Array<{ slug: string; name: string; count: number; minPrice: number | null }> }

const shown = { model: { showOnWeb: true, active: true }, brand: { active: true } };
const className = (slug: string) => TYPE_CLASSES.find((t) => t.slug === slug)?.name ?? slug;
const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** Brands that have floorplans to build, each with its type classes (the search service's brand view: one per sub-brand and class). */
export async function fetchBuildBrands(): Promise<BuildBrand[]> {
  const { docs } = await searchBrands({ size: 100, filters: shown, sort: [{ field: 'uniqueId', order: 'asc' }] });
  const brands = new Map<string, BuildBrand>();
  for (const doc of docs) {
    const brand = brands.get(doc.slug) ?? { slug: doc.slug, name: doc.name, minPrice: null, classes: [] };
    brand.minPrice = lower(brand.minPrice, doc.minPrice);
    brand.classes.push({ slug: doc.typeClassSlug, name: className(doc.typeClassSlug), count: doc.modelCount, minPrice: doc.minPrice });
    brands.set(doc.slug, brand);
  }
  return [...brands.values()].sort((a, b) => compareText(a.name, b.name));
}

export const FLOORPLAN_SPECS = ['MSRP', 'SHIPPINGWEIGHT', 'CARRYINGCAPACITY', 'HITCHWEIGHT', 'RV-TYPE', 'LENGTH', 'SLEEPING-CAPACITY'];

/** A brand's floorplans in a type class, newest year of each, cheapest first. */
export async function fetchBuildFloorplans(brandSlug: string, classSlug: string): Promise<Model[]> {
  const sub = SUB_BRANDS.find((s) => s.slug === brandSlug);
  if (!sub) return [];
  const { docs } = await searchModels({
    size: 100, modelSpecifications: FLOORPLAN_SPECS, sort: [{ field: 'price', order: 'asc' }],
    filters: { model: { ...shown.model, typeClass: [classSlug] }, brand: { referenceId: [sub.referenceId], active: true } },
  });
  const newest = new Map<string, Model>();
  for (const m of docs) if ((newest.get(m.referenceId)?.modelYear ?? 0) < m.modelYear) newest.set(m.referenceId, m);
  return docs.filter((m) => newest.get(m.referenceId) === m);
}

export interface DecorChoice { code: string; name: string; description: string; palette: string[] }

/** 'Modern Farmhouse' -> 'modern-farmhouse': the code a build stores for its decor. */
export const decorCode = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

interface DecorCatalogue { all: DecorChoice[]; byBrand: Map<string, DecorChoice[]> }

/**
 * Decor choices from the content service's decor_option documents: the brand's own, or (for a brand with
 * none) every decor the line-up offers, so each build can choose one.
 */
export async function fetchDecors(leadBrandSlug: string): Promise<DecorChoice[]> {
  const decors = await cachedRead('decor-options', () => fetchAllByType<DecorOptionData>('decor_option').then((docs): DecorCatalogue => {
    const byBrand = new Map<string, DecorChoice[]>();
    const all = new Map<string, DecorChoice>();
    for (const { data } of docs) {
      const choice = { code: decorCode(data.name), name: data.name, description: data.description, palette: data.palette ?? [] };
      all.set(choice.code, choice);
      byBrand.set(data.brand_slug, [...(byBrand.get(data.brand_slug) ?? []), choice]);
    }
    return { all: [...all.values()], byBrand };
  }));
  return decors.byBrand.get(leadBrandSlug) ?? decors.all;
}
