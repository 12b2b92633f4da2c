/**
 * The head (title, description, canonical path) of the consumer pages whose content is the tool
 * itself rather than a document: the same rules on the server's HTML and on client navigation.
 */

/** What one page puts in <head>; `path` is the canonical path (no query: filters, steps and tracking are not pages). */
export interface PageHeadInfo {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  type?: 'website' | 'article' | 'product';
}

/** "Find a Dealer | Keystone RV"; a title that already names the company is kept as it is. */
export function pageTitle(name: string, companyName: string): string {
  const clean = name.trim();
  if (!clean) return companyName;
  return clean.toLowerCase().includes(companyName.toLowerCase()) ? clean : `${clean} | ${companyName}`;
}

/** "Fifth Wheels" -> "Fifth Wheel": one floorplan is one of its type. */
export function singularTypeName(typeName: string): string {
  return typeName.replace(/s$/, '');
}

/** Whether `text` starts with `prefix` as whole words, ignoring case ("Cougar 270BH" starts with "Cougar"). */
const startsWithWords = (text: string, prefix: string) => text.toLowerCase() === prefix.toLowerCase() || text.toLowerCase().startsWith(`${prefix.toLowerCase()} `);

export interface ModelTitleParts {
  modelYear: number;
  brandName: string;
  /** The floorplan's name, which usually starts with its brand ("Cougar 270BH"). */
  name: string;
  typeClassName: string;
}

/**
 * A floorplan's page title: year, brand and floorplan once, and its type in the singular:
 * "2026 Cougar 270BH Fifth Wheel" (a name that already starts with the brand is not prefixed again).
 */
export function modelPageName({ modelYear, brandName, name, typeClassName }: ModelTitleParts): string {
  return `${modelYear} ${brandedName(brandName, name)} ${singularTypeName(typeClassName)}`;
}

/** A floorplan's name with its brand once: "Cougar 270BH" for brand Cougar and name "Cougar 270BH" or "270BH". */
export function brandedName(brandName: string, name: string): string {
  return startsWithWords(name, brandName) ? name : `${brandName} ${name}`;
}

export interface ModelPage extends ModelTitleParts {
  description: string;
  brandSlug: string;
  typeClassSlug: string;
  referenceId: string;
  /** The floorplan drawing shared as its image. */
  image: string | null;
}

/** A floorplan page's head: its title rule, its description and drawing, canonical at its detail path. */
export function modelPageHead(model: ModelPage, companyName: string): PageHeadInfo {
  return {
    title: pageTitle(modelPageName(model), companyName),
    description: model.description,
    path: `/product/${encodeURIComponent(model.brandSlug)}/${encodeURIComponent(model.typeClassSlug)}/floorplans/${encodeURIComponent(model.referenceId)}`,
    image: model.image,
    type: 'product',
  };
}

/** Names a route's page head is made from: the company, and the brand and type a listing shows. */
export interface HeadNames {
  companyName: string;
  brandName?: string;
  typeName?: string;
}

type HeadRule = (params: Record<string, string>, names: Required<HeadNames>) => { name: string; description: string; path: string };

const brandType = (n: Required<HeadNames>) => `${n.brandName} ${n.typeName}`;
const build = 'Choose a brand, type and floorplan, add options, and see the price, weight and cargo capacity as you build.';

/** The tool pages of spec consumer §2, by route name (shared-lib route table). */
const ROUTE_HEADS: Record<string, HeadRule> = {
  consumerProductSearch: (_p, n) => ({
    name: 'Shop Travel Trailers, Fifth Wheels and Toy Haulers', path: '/product',
    description: `Browse every ${n.companyName} brand and floorplan and narrow them down by type, length, weight, sleeping capacity and price.`,
  }),
  floorplans: (p, n) => ({
    name: `${brandType(n)} Floorplans`, path: `/product/${p.brandName}/${p.type}/floorplans`,
    description: `Every ${brandType(n)} floorplan with its price, length, weight and sleeping capacity; filter them to find your RV.`,
  }),
  specs: (p, n) => ({
    name: `${brandType(n)} Specifications`, path: `/product/${p.brandName}/${p.type}/specs`,
    description: `The specifications of every ${brandType(n)} floorplan side by side: weights, lengths, tank sizes, sleeping capacity and features.`,
  }),
  buildMyRv: () => ({ name: 'Build and Price Your RV', path: '/build-my-rv', description: build }),
  buildMyRvBrand: (p, n) => ({ name: `Build and Price a ${n.brandName}`, path: `/build-my-rv/${p.brandSlug}`, description: build }),
  buildMyRvClass: (p, n) => ({ name: `Build and Price a ${n.brandName} ${singularTypeName(n.typeName)}`, path: `/build-my-rv/${p.brandSlug}/${p.classSlug}`, description: build }),
  buildMyRvModel: (p, n) => ({
    name: `Build and Price the ${n.brandName} ${p.modelSlug.toUpperCase()}`, path: `/build-my-rv/${p.brandSlug}/${p.classSlug}/${p.modelSlug}`,
    description: `Add options to the ${n.brandName} ${p.modelSlug.toUpperCase()} and see its price, weight and cargo capacity as you build.`,
  }),
  buildMyRvSummary: (p, n) => ({
    name: `Your ${n.brandName} ${p.modelSlug.toUpperCase()} Build`, path: `/build-my-rv/${p.brandSlug}/${p.classSlug}/${p.modelSlug}/summary`,
    description: 'Your build with its options, price and weights: save it, find one at a dealer near you or send it to a dealer.',
  }),
  takeAQuiz: () => ({ name: 'Get Matched: Find the Right RV', path: '/get-matched', description: 'Answer a few questions about how you camp, tow and travel, and see the floorplans that fit.' }),
  getMatchedStep: () => ({ name: 'Get Matched: Find the Right RV', path: '/get-matched', description: 'Answer a few questions about how you camp, tow and travel, and see the floorplans that fit.' }),
  getMatchedResults: () => ({ name: 'Your Get Matched Results', path: '/get-matched/results', description: 'The floorplans that match your answers, best first; change an answer to see others.' }),
  productAdvisor: () => ({
    name: 'Product Advisor: What Can I Tow?', path: '/product-advisor',
    description: 'Enter your tow vehicle\'s towing capacity and payload and see the floorplans it can tow safely.',
  }),
  specFinder: (_p, n) => ({ name: 'Spec Finder', path: '/spec-finder', description: `Find the specifications of any ${n.companyName} floorplan by brand, type and model year.` }),
  inventory: (_p, n) => ({ name: 'Find an RV in Stock Near You', path: '/inventory', description: `New ${n.companyName} travel trailers and fifth wheels in stock at dealers near you, by ZIP and distance.` }),
  dealerLocator: (_p, n) => ({ name: 'Find a Dealer', path: '/find-a-dealer', description: `Find ${n.companyName} dealers near you by ZIP, postal code or town, with directions and the brands each one sells.` }),
  contactUs: (_p, n) => ({ name: 'Contact Us', path: '/contact-us', description: `Questions about a ${n.companyName} RV, your order or your warranty? Send us a message and our team will answer.` }),
};

/** The routes whose head `routeHead` gives (their pages have no content document of their own). */
export const TOOL_PAGE_ROUTES: readonly string[] = Object.keys(ROUTE_HEADS);

/** A tool page's head, or null for a route it does not describe. Brand and type default to their slugs as titles. */
export function routeHead(routeName: string, params: Record<string, string>, names: HeadNames): PageHeadInfo | null {
  const rule = ROUTE_HEADS[routeName];
  if (!rule) return null;
  const fromSlug = (slug: string | undefined) => (slug ?? '').split('-').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  const full: Required<HeadNames> = {
    companyName: names.companyName,
    brandName: names.brandName ?? fromSlug(params.brandName ?? params.brandSlug),
    typeName: names.typeName ?? fromSlug(params.type ?? params.classSlug),
  };
  // Params arrive decoded (route table): the canonical path carries them encoded again.
  const encoded = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)]));
  const { name, description, path } = rule(encoded, full);
  return { title: pageTitle(name, names.companyName), description, path };
}
