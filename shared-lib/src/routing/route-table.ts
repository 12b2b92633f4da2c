import { matchPath, type RouteParams } from './path-pattern';

/** The remotes that own routes (ARCHITECTURE.md "Packages"). */
export type RemoteName = 'mfe-catalog' | 'mfe-content' | 'mfe-owners' | 'mfe-forms' | 'mfe-dealer';

export interface RouteDefinition {
  name: string;
  pattern: string;
  remote: RemoteName;
  /**
   * Set when the pattern alone cannot tell a page exists (a content slug): the server must look the
   * document up before answering 200, and the remote shows the 404 page when it is missing.
   */
  needsLookup?: 'content-page';
}

export const DEALER_PREFIX = '/ignite/sales';

/** Every route of spec consumer §2 and dealer §2, most specific first. */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'index', pattern: '/', remote: 'mfe-content' },
  { name: 'search', pattern: '/search', remote: 'mfe-content' },
  { name: 'rvTypeLanding', pattern: '/rv-type/:slug', remote: 'mfe-content' },
  { name: 'consumerProductSearch', pattern: '/product', remote: 'mfe-catalog' },
  { name: 'brandLanding', pattern: '/product/:brandSlug', remote: 'mfe-catalog' },
  { name: 'floorplans', pattern: '/product/:brandName/:type/floorplans', remote: 'mfe-catalog' },
  { name: 'modelDetail', pattern: '/product/:brandName/:type/floorplans/:model_reference', remote: 'mfe-catalog' },
  { name: 'specs', pattern: '/product/:brandName/:type/specs', remote: 'mfe-catalog' },
  { name: 'model', pattern: '/model/:slug', remote: 'mfe-catalog' },
  { name: 'buildMyRv', pattern: '/build-my-rv', remote: 'mfe-catalog' },
  { name: 'buildMyRvBrand', pattern: '/build-my-rv/:brandSlug', remote: 'mfe-catalog' },
  { name: 'buildMyRvClass', pattern: '/build-my-rv/:brandSlug/:classSlug', remote: 'mfe-catalog' },
  { name: 'buildMyRvModel', pattern: '/build-my-rv/:brandSlug/:classSlug/:modelSlug', remote: 'mfe-catalog' },
  { name: 'buildMyRvSummary', pattern: '/build-my-rv/:brandSlug/:classSlug/:modelSlug/summary', remote: 'mfe-catalog' },
  { name: 'innovations', pattern: '/innovations', remote: 'mfe-content' },
  { name: 'innovation', pattern: '/innovations/:slug', remote: 'mfe-content' },
  { name: 'dealerLocator', pattern: '/find-a-dealer', remote: 'mfe-forms' },
  { name: 'contactUs', pattern: '/contact-us', remote: 'mfe-forms' },
  { name: 'howToLanding', pattern: '/owners-how-to', remote: 'mfe-owners' },
  { name: 'howToDetail', pattern: '/owners-how-to/:slug', remote: 'mfe-owners' },
  { name: 'brochures', pattern: '/brochures', remote: 'mfe-content' },
  { name: 'specFinder', pattern: '/spec-finder', remote: 'mfe-catalog' },
  { name: 'brandDirectory', pattern: '/product-lines', remote: 'mfe-content' },
  { name: 'rvTypesDirectory', pattern: '/rv-types', remote: 'mfe-content' },
  { name: 'productAdvisor', pattern: '/product-advisor', remote: 'mfe-catalog' },
  { name: 'takeAQuiz', pattern: '/get-matched', remote: 'mfe-catalog' },
  { name: 'getMatchedResults', pattern: '/get-matched/results', remote: 'mfe-catalog' },
  { name: 'getMatchedStep', pattern: '/get-matched/:step', remote: 'mfe-catalog' },
  { name: 'warranty', pattern: '/warranty', remote: 'mfe-content' },
  { name: 'ownersLanding', pattern: '/owners', remote: 'mfe-owners' },
  { name: 'ownersSubCategory', pattern: '/owners/category/sub/:slug', remote: 'mfe-owners' },
  { name: 'ownersCategory', pattern: '/owners/category/:slug', remote: 'mfe-owners' },
  { name: 'ownersBrandLanding', pattern: '/owners/brand/:slug', remote: 'mfe-owners' },
  { name: 'ownersArticle', pattern: '/owners/:uid', remote: 'mfe-owners' },
  { name: 'inventory', pattern: '/inventory', remote: 'mfe-catalog' },
  { name: 'glossary', pattern: '/glossary', remote: 'mfe-catalog' },
  { name: 'dealerHome', pattern: DEALER_PREFIX, remote: 'mfe-dealer' },
  { name: 'splash', pattern: `${DEALER_PREFIX}/splash`, remote: 'mfe-dealer' },
  { name: 'login', pattern: `${DEALER_PREFIX}/login`, remote: 'mfe-dealer' },
  { name: 'resetPassword', pattern: `${DEALER_PREFIX}/login/reset-password`, remote: 'mfe-dealer' },
  { name: 'register', pattern: `${DEALER_PREFIX}/login/register`, remote: 'mfe-dealer' },
  { name: 'dashboard', pattern: `${DEALER_PREFIX}/dashboard`, remote: 'mfe-dealer' },
  { name: 'dealerProducts', pattern: `${DEALER_PREFIX}/product`, remote: 'mfe-dealer' },
  { name: 'dealerFloorplans', pattern: `${DEALER_PREFIX}/product/:brandName/:type/floorplans`, remote: 'mfe-dealer' },
  { name: 'dealerModelDetail', pattern: `${DEALER_PREFIX}/product/:brandName/:type/floorplans/:id`, remote: 'mfe-dealer' },
  { name: 'dealerSpecs', pattern: `${DEALER_PREFIX}/product/:brandName/:type/specs`, remote: 'mfe-dealer' },
  { name: 'learning', pattern: `${DEALER_PREFIX}/learning`, remote: 'mfe-dealer' },
  { name: 'course', pattern: `${DEALER_PREFIX}/learning/courses/:id`, remote: 'mfe-dealer' },
  { name: 'dealerRewards', pattern: `${DEALER_PREFIX}/rewards`, remote: 'mfe-dealer' },
  { name: 'incentives', pattern: `${DEALER_PREFIX}/incentives`, remote: 'mfe-dealer' },
  { name: 'myTeam', pattern: `${DEALER_PREFIX}/my-team`, remote: 'mfe-dealer' },
  { name: 'dealerSearch', pattern: `${DEALER_PREFIX}/search`, remote: 'mfe-dealer' },
  { name: 'dealerSupport', pattern: `${DEALER_PREFIX}/support`, remote: 'mfe-dealer' },
  { name: 'blogList', pattern: '/:company-life', remote: 'mfe-content' },
  { name: 'blogArticle', pattern: '/:company-life/:slug', remote: 'mfe-content' },
  { name: 'contentPage', pattern: '/:slug', remote: 'mfe-content', needsLookup: 'content-page' },
];

export interface RouteMatch {
  route: RouteDefinition;
  params: RouteParams;
}

/**
 * Finds the route that owns a path. The blog routes only match the configured company slug
 * (`/keystone-life`), so other single segments fall through to content pages.
 */
export function matchRoute(pathname: string, companySlug: string): RouteMatch | null {
  for (const route of ROUTES) {
    const params = matchPath(route.pattern, pathname);
    if (!params) continue;
    if ((route.name === 'blogList' || route.name === 'blogArticle') && params.company !== companySlug) continue;
    if (route.name === 'contentPage' && isReservedSegment(params.slug)) continue;
    return { route, params };
  }
  return null;
}

/** First segments that belong to a route family; `/{slug}` never claims them. */
const RESERVED = new Set(['ignite', 'api', 'remotes', 'product', 'owners', 'model', 'build-my-rv', 'get-matched', 'innovations', 'rv-type', 'owners-how-to', 'assets', 'sw.js']);

function isReservedSegment(slug: string): boolean {
  return RESERVED.has(slug);
}

export function isDealerPath(pathname: string): boolean {
  return pathname === DEALER_PREFIX || pathname.startsWith(`${DEALER_PREFIX}/`);
}
