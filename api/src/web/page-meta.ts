/**
 * The head of each page as the server sends it: crawlers and link previews do not run
 * JavaScript, so title, description, canonical URL, Open Graph/Twitter tags and JSON-LD come from
 * the data here. A route whose document does not exist answers 404.
 */
import type { RouteMatch } from '@rv/shared-lib/server';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { documentTitle, findOne, findSingle, type StoredDocument } from '../modules/content';
import { findFloorplanPage, findFloorplanPageBySlug, findListingPage, type FloorplanPage } from '../modules/catalog-search';
import { floorplanShareImageUrl } from '@rv/domain/catalog';
import { brandedName, documentDescription, documentImage, modelPageHead, type PageHeadInfo } from '@rv/shared-lib/server';
import { routeHead } from '@rv/shared-lib/server';
import { questionIndex } from '@rv/domain/quiz';
import { glossaryMeta } from './glossary-meta';
import type { PageMeta } from './page-head';

/**
 * A route's document, from the head source its remote declares: by a uid param, a fixed uid, or the type's
 * single document. A studio preview's document stands in for it, so a page never published previews too.
 */
async function findRouteDocument(db: Database, match: RouteMatch, previewed: StoredDocument | null): Promise<StoredDocument | null | 'missing'> {
  const source = match.route.head?.content;
  if (!source) return null;
  const uid = source.fixedUid ?? (source.uid ? match.params[source.uid] : undefined);
  if (previewed && source.types.includes(previewed.type) && (uid === undefined || uid === previewed.uid)) return previewed;
  if (source.fixedUid) return findOne(db, source.types[0], source.fixedUid);
  if (!source.uid) return findSingle(db, source.types[0]);
  for (const type of source.types) {
    const doc = await findOne(db, type, match.params[source.uid]);
    if (doc) return doc;
  }
  return 'missing';
}

function contentMeta(doc: StoredDocument, config: AppConfig): PageMeta {
  const data = doc.data as Record<string, unknown>;
  const name = documentTitle(data);
  const title = doc.type === 'home_page' && name ? name : name ? `${name} | ${config.companyName}` : config.companyName;
  const meta: PageMeta = { title, description: documentDescription(data), image: documentImage(data), type: 'website', jsonLd: [] };
  if (doc.type === 'blog_detail') {
    meta.type = 'article';
    const author = (data.author as { name?: string } | undefined)?.name;
    meta.jsonLd.push({
      '@context': 'https://schema.org', '@type': 'Article', headline: name, description: meta.description,
      datePublished: doc.first_publication_date, dateModified: doc.last_publication_date,
      ...(meta.image ? { image: [meta.image] } : {}), ...(author ? { author: { '@type': 'Person', name: author } } : {}),
      publisher: { '@type': 'Organization', name: config.companyName },
    });
  }
  return meta;
}

/**
 * The page's meta, `'not-found'` when the route names a document or floorplan that does not exist,
 * or null when the route has nothing specific (the shell's defaults stand).
 */
/** A floorplan's page: the title rule of shared-lib (brand named once), its exterior as a PNG and Product data. */
function floorplanMeta(plan: FloorplanPage, config: AppConfig): PageMeta {
  const image = floorplanShareImageUrl(plan.uniqueId);
  const head = modelPageHead({ ...plan, image }, config.companyName);
  return {
    title: head.title,
    description: plan.description,
    image,
    type: 'product',
    path: head.path,
    jsonLd: [{
      '@context': 'https://schema.org', '@type': 'Product', name: brandedName(plan.brandName, plan.name), sku: plan.referenceId,
      description: plan.description, brand: { '@type': 'Brand', name: plan.brandName }, model: String(plan.modelYear),
      ...(plan.price ? { offers: { '@type': 'Offer', price: plan.price, priceCurrency: 'USD', availability: 'https://schema.org/InStock' } } : {}),
    }],
  };
}

const fromHead = (head: PageHeadInfo): PageMeta => ({ title: head.title, description: head.description, image: head.image ?? null, type: 'website', jsonLd: [], path: head.path });

/** The brand (and type) slugs a tool route lists, when it lists one: a page of a brand that sells nothing there does not exist. */
const LISTING_PARAMS: Record<string, [brand: string, type: string | null]> = {
  floorplans: ['brandName', 'type'], specs: ['brandName', 'type'], buildMyRvBrand: ['brandSlug', null], buildMyRvClass: ['brandSlug', 'classSlug'],
};

/** A tool page's head (shared-lib routeHead), `'not-found'` for a listing of an unknown brand or type, null for another route. */
async function toolPageMeta(db: Database, config: AppConfig, match: RouteMatch): Promise<PageMeta | 'not-found' | null> {
  // The quiz's steps are its questions: another step is no page (the remote shows the 404 page too).
  if (match.route.name === 'getMatchedStep' && questionIndex(match.params.step) === -1) return 'not-found';
  const listing = LISTING_PARAMS[match.route.name];
  let names = {};
  if (listing) {
    const found = await findListingPage(db, match.params[listing[0]], listing[1] ? match.params[listing[1]] : null);
    if (!found) return 'not-found';
    names = { brandName: found.brandName, ...(found.typeName ? { typeName: found.typeName } : {}) };
  }
  const head = routeHead(match.route.name, match.params, { companyName: config.companyName, ...names });
  return head ? fromHead(head) : null;
}

/**
 * The page's meta, `'not-found'` when the route names a document, floorplan or listing that does not
 * exist, or null when the route has nothing specific (the shell's defaults stand).
 */
export async function pageMeta(db: Database, config: AppConfig, match: RouteMatch, previewed: StoredDocument | null = null): Promise<PageMeta | 'not-found' | null> {
  if (match.route.name === 'modelDetail') {
    const plan = await findFloorplanPage(db, match.params.brandName, match.params.type, match.params.model_reference);
    return plan ? floorplanMeta(plan, config) : 'not-found';
  }
  if (match.route.name === 'model') {
    const plan = await findFloorplanPageBySlug(db, match.params.slug);
    return plan ? floorplanMeta(plan, config) : 'not-found';
  }
  if (match.route.name === 'glossary') return glossaryMeta(db, config);
  const tool = await toolPageMeta(db, config, match);
  if (tool) return tool;
  const doc = await findRouteDocument(db, match, previewed);
  if (doc === 'missing') return 'not-found';
  if (doc) return contentMeta(doc, config);
  // A page whose remote declares a fixed head (a new page needs no change here).
  const declared = match.route.head;
  return declared?.title ? { title: `${declared.title} | ${config.companyName}`, description: declared.description ?? '', image: null, type: 'website', jsonLd: [] } : null;
}
