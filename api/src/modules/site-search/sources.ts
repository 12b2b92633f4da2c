/**
 * The pages each engine indexes, read through the content and catalogue modules: content documents
 * that have a public route, one entry per floorplan on the web, and brand landings.
 */
import type { TypeClassSlug } from '@rv/domain';
import { TYPE_CLASS_SINGULAR } from '@rv/domain/copy';
import { formatFeetInches, formatQuantity, formatWeight } from '@rv/domain/format';
import type { Database } from '../../db/database';
import { contentFingerprint, listSearchableDocuments, type SearchableDocument } from '../content';
import { catalogRevision, imageUrl, loadModelRows, type ModelRow } from '../catalog-search';
import { documentDescription, documentHeadings, documentImage, documentOwnText } from './content-fields';

export type EngineName = 'site' | 'owners';

/** One page as the index stores it. */
export interface IndexDocument {
  id: string;
  category: string;
  urlPath: string;
  title: string;
  metaDescription: string;
  headings: string[];
  body: string;
  featuredImage: string | null;
  referenceId: string | null;
  brandKey: string | null;
  publishedAt: string | null;
  popularity: number;
}

/** Content types with a public route (spec: screens and routes, content-type routing) and the facet category of each. */
const SITE_CATEGORIES: Record<string, string> = {
  home_page: 'Pages', page: 'Pages', split_content: 'Pages', content_page: 'Pages', brochures: 'Pages',
  brands_landing: 'Brands', brand_type: 'Brands', brand_directory: 'Brands', type_landing: 'RV Types',
  innovation: 'Innovations', innovation_landing: 'Innovations', blog_detail: 'Blog', blog_landing: 'Blog',
  howto_detail: 'How-To', howto_landing: 'How-To',
  or_landing: 'Owner Support', or_support_article: 'Owner Support', or_support_category: 'Owner Support',
  or_support_sub_category: 'Owner Support', or_support_brand: 'Owner Support',
};

/** The owners engine: owner content only, with finer categories for its own facet. */
const OWNER_CATEGORIES: Record<string, string> = {
  or_support_article: 'Support Articles', or_landing: 'Support Topics', or_support_category: 'Support Topics',
  or_support_sub_category: 'Support Topics', or_support_brand: 'Brand Support', howto_detail: 'How-To', howto_landing: 'How-To',
};

export const ENGINE_CATEGORIES: Record<EngineName, Record<string, string>> = { site: SITE_CATEGORIES, owners: OWNER_CATEGORIES };
export const FLOORPLAN_CATEGORY = 'Floorplans';

/**
 * A page's title in results: a brand's owner support page says so, apart from the brand's own page ("Montana" twice in the
 * overlay's tiles).
 */
export function searchTitle(doc: Pick<SearchableDocument, 'type' | 'title' | 'uid'>): string {
  const title = doc.title || doc.uid || doc.type;
  return doc.type === 'or_support_brand' && !/owner/i.test(title) ? `${title} Owner Support` : title;
}

function fromContent(doc: SearchableDocument, category: string): IndexDocument {
  const brandKey = doc.type === 'brands_landing' && doc.title ? doc.title.toLowerCase() : null;
  return {
    id: `content:${doc.id}`, category, urlPath: doc.url, title: searchTitle(doc),
    metaDescription: documentDescription(doc.data), headings: documentHeadings(doc.data), body: documentOwnText(doc.data),
    featuredImage: documentImage(doc.data), referenceId: null, brandKey, publishedAt: doc.publishedAt, popularity: 0,
  };
}

const ROOM_PLACES: Readonly<Record<string, string>> = { Front: 'at the front', Middle: 'in the middle', Rear: 'at the rear' };

/**
 * A floorplan's searchable text as a shopper reads it in a result: "Sleeps 6, 2 slides, 27' 6\" long, 8,910 lb dry", not
 * "Weight 10790 lb" (the site's display rules for weight, length and counts).
 */
export function floorplanSearchText(row: Pick<ModelRow, 'model_year' | 'brand_name' | 'type_class_slug' | 'type_class_name' | 'reference_id' | 'description'
  | 'sleeps' | 'slides' | 'length' | 'shipping_weight' | 'class' | 'size' | 'bed_type' | 'bathrooms' | 'rooms'>): string {
  const kind = TYPE_CLASS_SINGULAR[row.type_class_slug as TypeClassSlug] ?? row.type_class_name;
  const rooms = row.rooms.map((r) => {
    const [room, place] = r.split('@');
    return `${room === 'Living' ? 'living area' : room.toLowerCase()} ${ROOM_PLACES[place] ?? place.toLowerCase()}`;
  });
  const roomsText = rooms.join(', ');
  return [
    `${row.model_year} ${row.brand_name} ${row.reference_id} ${kind}.`, row.description,
    `Sleeps ${row.sleeps}, ${formatQuantity(row.slides, 'slide')}, ${formatFeetInches(row.length)} long, ${formatWeight(row.shipping_weight)} dry.`,
    `${row.class} class, ${row.size.toLowerCase()}, ${row.bed_type.toLowerCase()} bed, ${formatQuantity(Number(row.bathrooms), 'bathroom')}.`,
    roomsText ? `${roomsText.charAt(0).toUpperCase()}${roomsText.slice(1)}.` : '',
  ].filter(Boolean).join(' ');
}

/** One entry per brand and reference id shown on the web: its newest model year stands for it. */
function fromFloorplans(rows: ModelRow[]): IndexDocument[] {
  const newest = new Map<string, ModelRow>();
  for (const row of rows) {
    if (!row.active || !row.show_on_web || !row.brand_active) continue;
    const key = `${row.brand_slug}/${row.type_class_slug}/${row.reference_id}`;
    const seen = newest.get(key);
    if (!seen || seen.model_year < row.model_year) newest.set(key, row);
  }
  return [...newest].map(([key, row]) => ({
    id: `floorplan:${key}`, category: FLOORPLAN_CATEGORY,
    urlPath: `/product/${row.brand_slug}/${row.type_class_slug}/floorplans/${encodeURIComponent(row.reference_id)}`,
    title: row.name, metaDescription: row.description,
    headings: [row.brand_name, row.type_class_name, row.reference_id],
    body: floorplanSearchText(row),
    featuredImage: imageUrl(row, 'thumbnail'), referenceId: row.reference_id.toLowerCase(), brandKey: null,
    publishedAt: `${row.model_year}-01-01T00:00:00Z`, popularity: row.most_popular ? 1 : 0,
  }));
}

/** Changes when what a page contributes to the index changes, so a running database is indexed again. */
const INDEX_FORMAT = 'own-text-3';

/** What an engine is built from, as one string: it changes when any source document (or the index format) changes. */
export async function sourceFingerprint(db: Database, engine: EngineName): Promise<string> {
  const content = `${INDEX_FORMAT}|${await contentFingerprint(db, Object.keys(ENGINE_CATEGORIES[engine]))}`;
  return engine === 'site' ? `${content}|catalog:${await catalogRevision(db)}` : content;
}

/** Every page of an engine, built from its sources as they are now. */
export async function loadEngineDocuments(db: Database, engine: EngineName, companySlug: string): Promise<IndexDocument[]> {
  const categories = ENGINE_CATEGORIES[engine];
  const content = (await listSearchableDocuments(db, Object.keys(categories), companySlug)).map((doc) => fromContent(doc, categories[doc.type]));
  return engine === 'site' ? [...content, ...fromFloorplans(await loadModelRows(db))] : content;
}
