import type { Brand, CatalogImage, Model, ModelSpecification } from '@rv/domain/catalog';
import type { ModelFeature } from '@rv/domain/catalog';
import type { ModelRow, SpecDefinitionRow } from './repository';
import { IMAGE_SIZES, drawingVersion, type ImageVariant } from './floorplan-svg';
import { tourUrl } from './tour-address';

export const IMAGE_BASE = '/api/search/v1/models';

/** The URL of a floorplan drawing; the version changes when the drawn facts change, so it may be cached for a year. */
export function imageUrl(row: ModelRow, variant: ImageVariant): string {
  return `${IMAGE_BASE}/${encodeURIComponent(row.unique_id)}/floorplan/${variant}.svg?v=${drawingVersion(row)}`;
}

function image(row: ModelRow, variant: ImageVariant): CatalogImage {
  return { url: imageUrl(row, variant), alt: `${row.name} floorplan`, dimensions: { ...IMAGE_SIZES[variant] } };
}

function specValue(raw: string | null, kind: SpecDefinitionRow['kind']): ModelSpecification['value'] {
  if (raw === null) return null;
  if (kind === 'number') return Number(raw);
  if (kind === 'boolean') return raw === 'true';
  return raw;
}

export function specification(code: string, raw: string | null, definitions: Map<string, SpecDefinitionRow>): ModelSpecification {
  const def = definitions.get(code);
  return { code, value: specValue(raw, def?.kind ?? 'text'), label: def?.label ?? code, description: def?.description ?? '', sequence: def?.sequence ?? 0 };
}

const listing = (row: ModelRow) => `/product/${row.brand_slug}/${row.type_class_slug}/floorplans`;

export function modelDoc(row: ModelRow, specifications: Record<string, ModelSpecification>, features?: ModelFeature[]): Model {
  const toyHauler = row.type_class_slug === 'toy-haulers';
  const destination = row.type_class_slug === 'destination-trailers';
  return {
    uniqueId: row.unique_id, referenceId: row.reference_id, uid: row.uid, name: row.name, description: row.description,
    brandName: row.brand_name, brandSlug: row.brand_slug, brandType: row.brand_type,
    brand: { referenceId: row.brand_reference_id, code: row.brand_code, group: row.brand_group, url: row.brand_url },
    brandReferenceId: row.brand_reference_id, typeClass: row.type_class_name, typeClassSlug: row.type_class_slug,
    brandNameUrl: row.brand_url, brandTypeUrl: listing(row),
    toyHaulerUrl: toyHauler ? row.brand_type : null, destinationTrailerUrl: destination ? row.brand_type : null,
    // linkto360: the 360° interior panorama the media module draws for a floorplan flagged has360, else null.
    modelYear: row.model_year, has360: row.has360, linkto360: tourUrl(row),
    active: row.active, showOnWeb: row.show_on_web, most_popular: row.most_popular, region: row.region, class: row.class, size: row.size,
    specifications, ...(features ? { features } : {}),
    floorplan_main: image(row, 'main'),
    floorplan_thumbnail: { ...image(row, 'thumbnail'), tiny: image(row, 'tiny') },
  };
}

export interface BrandStats { count: number; minPrice: number | null; maxPrice: number | null }

export function brandDoc(uniqueId: string, sample: ModelRow, brandTypes: Set<string>, stats: BrandStats, models?: Model[]): Brand {
  return {
    uniqueId, referenceId: sample.brand_reference_id, code: sample.brand_code, slug: sample.brand_slug, name: sample.brand_name,
    group: sample.brand_group, region: sample.brand_region, url: sample.brand_url, active: sample.brand_active, class: sample.brand_class,
    typeClass: sample.type_class_name, typeClassSlug: sample.type_class_slug, brandTypes: [...brandTypes].sort(),
    attributes: [{ name: 'SEO_URL', value: sample.seo_url }],
    modelCount: stats.count, minPrice: stats.minPrice, maxPrice: stats.maxPrice, ...(models ? { models } : {}),
  };
}
