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

/** One tool page's head from its route params (decoded, as the route table gives them) and names. */
export type ToolHead = (params: Record<string, string>, names: HeadNames) => PageHeadInfo;

/** "fifth-wheels" -> "Fifth Wheels": a brand or type without a known name. */
const fromSlug = (slug: string | undefined) => (slug ?? '').split('-').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
export const enc = encodeURIComponent;

/** A tool page's head; the pages loaded on demand have theirs in tool-heads.ts, so first loads stay small (first-load budgets). */
export function toolHead(names: HeadNames, name: string, description: string, path: string): PageHeadInfo {
  return { title: pageTitle(name, names.companyName), description, path };
}

export const brandOf = (params: Record<string, string>, names: HeadNames) => names.brandName ?? fromSlug(params.brandName ?? params.brandSlug);
export const typeOf = (params: Record<string, string>, names: HeadNames) => names.typeName ?? fromSlug(params.type ?? params.classSlug);

export const productSearchHead: ToolHead = (_p, n) => toolHead(n, 'Shop Travel Trailers, Fifth Wheels and Toy Haulers',
  `Browse every ${n.companyName} brand and floorplan and narrow them down by type, length, weight, sleeping capacity and price.`, '/product');

export const floorplansHead: ToolHead = (p, n) => toolHead(n, `${brandOf(p, n)} ${typeOf(p, n)} Floorplans`,
  `Every ${brandOf(p, n)} ${typeOf(p, n)} floorplan with its price, length, weight and sleeping capacity; filter them to find your RV.`,
  `/product/${enc(p.brandName)}/${enc(p.type)}/floorplans`);

export const specsHead: ToolHead = (p, n) => toolHead(n, `${brandOf(p, n)} ${typeOf(p, n)} Specifications`,
  `The specifications of every ${brandOf(p, n)} ${typeOf(p, n)} floorplan side by side: weights, lengths, tank sizes, sleeping capacity and features.`,
  `/product/${enc(p.brandName)}/${enc(p.type)}/specs`);
