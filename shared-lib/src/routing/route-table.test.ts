import { composeRouteTable, currentRouteTable, isDealerPath, matchRoute, RouteTableError, type DeclaredRoutes } from './route-table';

const company = 'keystone';

/** Every route of the consumer site and the dealer portal, with its owner, as the remotes declare them (installed by jest's setup). */
const CASES: Array<[string, string, string, Record<string, string>]> = [
  ['/', 'index', 'mfe-content', {}],
  ['/about-us', 'contentPage', 'mfe-content', { slug: 'about-us' }],
  ['/rv-type/fifth-wheels', 'rvTypeLanding', 'mfe-content', { slug: 'fifth-wheels' }],
  ['/product/montana', 'brandLanding', 'mfe-catalog', { brandSlug: 'montana' }],
  ['/product', 'consumerProductSearch', 'mfe-catalog', {}],
  ['/product/montana/fifth-wheels/floorplans', 'floorplans', 'mfe-catalog', { brandName: 'montana', type: 'fifth-wheels' }],
  ['/product/montana/fifth-wheels/floorplans/3941FB', 'modelDetail', 'mfe-catalog', { brandName: 'montana', type: 'fifth-wheels', model_reference: '3941FB' }],
  ['/product/montana/fifth-wheels/specs', 'specs', 'mfe-catalog', { brandName: 'montana', type: 'fifth-wheels' }],
  ['/model/montana-3941fb', 'model', 'mfe-catalog', { slug: 'montana-3941fb' }],
  ['/build-my-rv', 'buildMyRv', 'mfe-catalog', {}],
  ['/build-my-rv/cougar', 'buildMyRvBrand', 'mfe-catalog', { brandSlug: 'cougar' }],
  ['/build-my-rv/cougar/travel-trailers', 'buildMyRvClass', 'mfe-catalog', { brandSlug: 'cougar', classSlug: 'travel-trailers' }],
  ['/build-my-rv/cougar/travel-trailers/22MLS', 'buildMyRvModel', 'mfe-catalog', { brandSlug: 'cougar', classSlug: 'travel-trailers', modelSlug: '22MLS' }],
  ['/build-my-rv/cougar/travel-trailers/22MLS/summary', 'buildMyRvSummary', 'mfe-catalog', { brandSlug: 'cougar', classSlug: 'travel-trailers', modelSlug: '22MLS' }],
  ['/keystone-life', 'blogList', 'mfe-content', { company: 'keystone' }],
  ['/keystone-life/winter-camping', 'blogArticle', 'mfe-content', { company: 'keystone', slug: 'winter-camping' }],
  ['/innovations', 'innovations', 'mfe-content', {}],
  ['/innovations/solarflex', 'innovation', 'mfe-content', { slug: 'solarflex' }],
  ['/search', 'search', 'mfe-content', {}],
  ['/find-a-dealer', 'dealerLocator', 'mfe-forms', {}],
  ['/contact-us', 'contactUs', 'mfe-forms', {}],
  ['/owners-how-to', 'howToLanding', 'mfe-owners', {}],
  ['/owners-how-to/winterize', 'howToDetail', 'mfe-owners', { slug: 'winterize' }],
  ['/brochures', 'brochures', 'mfe-content', {}],
  ['/spec-finder', 'specFinder', 'mfe-catalog', {}],
  ['/product-lines', 'brandDirectory', 'mfe-content', {}],
  ['/rv-types', 'rvTypesDirectory', 'mfe-content', {}],
  ['/product-advisor', 'productAdvisor', 'mfe-catalog', {}],
  ['/get-matched', 'takeAQuiz', 'mfe-catalog', {}],
  ['/get-matched/2', 'getMatchedStep', 'mfe-catalog', { step: '2' }],
  ['/get-matched/results', 'getMatchedResults', 'mfe-catalog', {}],
  ['/warranty', 'warranty', 'mfe-content', {}],
  ['/owners', 'ownersLanding', 'mfe-owners', {}],
  ['/owners/winterizing-your-rv', 'ownersArticle', 'mfe-owners', { uid: 'winterizing-your-rv' }],
  ['/owners/category/plumbing', 'ownersCategory', 'mfe-owners', { slug: 'plumbing' }],
  ['/owners/category/sub/water-heaters', 'ownersSubCategory', 'mfe-owners', { slug: 'water-heaters' }],
  ['/owners/brand/montana', 'ownersBrandLanding', 'mfe-owners', { slug: 'montana' }],
  ['/inventory', 'inventory', 'mfe-catalog', {}],
  ['/glossary', 'glossary', 'mfe-catalog', {}],
  ['/ignite/sales', 'dealerHome', 'mfe-dealer', {}],
  ['/ignite/sales/splash', 'splash', 'mfe-dealer', {}],
  ['/ignite/sales/login', 'login', 'mfe-dealer', {}],
  ['/ignite/sales/login/reset-password', 'resetPassword', 'mfe-dealer', {}],
  ['/ignite/sales/login/register', 'register', 'mfe-dealer', {}],
  ['/ignite/sales/dashboard', 'dashboard', 'mfe-dealer', {}],
  ['/ignite/sales/product', 'dealerProducts', 'mfe-dealer', {}],
  ['/ignite/sales/product/montana/fifth-wheels/floorplans/3941FB', 'dealerModelDetail', 'mfe-dealer', { brandName: 'montana', type: 'fifth-wheels', id: '3941FB' }],
  ['/ignite/sales/product/montana/fifth-wheels/specs', 'dealerSpecs', 'mfe-dealer', { brandName: 'montana', type: 'fifth-wheels' }],
  ['/ignite/sales/learning', 'learning', 'mfe-dealer', {}],
  ['/ignite/sales/learning/courses/c-12', 'course', 'mfe-dealer', { id: 'c-12' }],
  ['/ignite/sales/rewards', 'dealerRewards', 'mfe-dealer', {}],
  ['/ignite/sales/incentives', 'incentives', 'mfe-dealer', {}],
  ['/ignite/sales/my-team', 'myTeam', 'mfe-dealer', {}],
  ['/ignite/sales/search', 'dealerSearch', 'mfe-dealer', {}],
  ['/ignite/sales/support', 'dealerSupport', 'mfe-dealer', {}],
];

describe('the route table composed from the remotes\' declared routes', () => {
  it.each(CASES)('%s is %s owned by %s', (path, name, remote, params) => {
    const match = matchRoute(path, company);
    expect(match?.route.name).toBe(name);
    expect(match?.route.remote).toBe(remote);
    expect(match?.params).toEqual(params);
  });

  it('ignores a trailing slash and the query string', () => {
    expect(matchRoute('/product/?brandName=montana', company)?.route.name).toBe('consumerProductSearch');
  });

  it.each(['/ignite', '/api', '/product/a/b', '/owners/category/sub/a/b', '/a/b/c/d/e', '/other-life/x/y'])('%s matches no route', (path) => {
    expect(matchRoute(path, company)).toBeNull();
  });

  it('treats another company slug as a content page, not the blog', () => {
    expect(matchRoute('/other-life', company)?.route.name).toBe('contentPage');
  });

  it('marks only the content slug route as needing a lookup', () => {
    expect(currentRouteTable().filter((r) => r.needsLookup).map((r) => r.name)).toEqual(['contentPage']);
  });

  it('rejects malformed percent-encoding instead of throwing', () => {
    expect(matchRoute('/owners/%E0%A4%A', company)).toBeNull();
  });

  it.each([['/ignite/sales', true], ['/ignite/sales/dashboard', true], ['/ignite/salesforce', false], ['/product', false]])('isDealerPath(%s) is %s', (path, expected) => {
    expect(isDealerPath(path)).toBe(expected);
  });
});

describe('composing the route table', () => {
  const catalog = [{ name: 'floorplans', pattern: '/product/:brandName/:type/floorplans' }, { name: 'brand', pattern: '/product/:brandSlug' }];
  const content = [{ name: 'page', pattern: '/:slug', needsLookup: 'content-page' as const }, { name: 'search', pattern: '/search' }];

  it('orders routes most specific first, whatever order the remotes declare them in', () => {
    const a = composeRouteTable({ 'mfe-content': content, 'mfe-catalog': catalog });
    const b = composeRouteTable({ 'mfe-catalog': [...catalog].reverse(), 'mfe-content': [...content].reverse() });
    expect(a.map((r) => r.name)).toEqual(b.map((r) => r.name));
    expect(matchRoute('/search', 'keystone', a)?.route.name).toBe('search');
    expect(matchRoute('/about', 'keystone', a)?.route).toMatchObject({ name: 'page', remote: 'mfe-content' });
    expect(matchRoute('/product', 'keystone', a)).toBeNull();
  });

  it('a new page of one remote is matched with no change anywhere else', () => {
    const table = composeRouteTable({ 'mfe-content': content, 'mfe-catalog': [...catalog, { name: 'towGuide', pattern: '/towing-guide' }] });
    expect(matchRoute('/towing-guide', 'keystone', table)?.route).toMatchObject({ name: 'towGuide', remote: 'mfe-catalog' });
  });

  it.each<[string, DeclaredRoutes, string]>([
    ['two remotes claim the same path', { 'mfe-content': content, 'mfe-forms': [{ name: 'find', pattern: '/search' }] },
      'mfe-content route "search" (/search) and mfe-forms route "find" (/search) claim the same paths.'],
    ['two param routes of the same shape', { 'mfe-content': content, 'mfe-owners': [{ name: 'article', pattern: '/:uid' }] },
      'mfe-content route "page" (/:slug) and mfe-owners route "article" (/:uid) claim the same paths.'],
    ['one name twice', { 'mfe-content': content, 'mfe-catalog': [{ name: 'search', pattern: '/find' }] },
      'Route name "search" is declared by mfe-content and mfe-catalog.'],
    ['a consumer remote under the dealer prefix', { 'mfe-catalog': [{ name: 'x', pattern: '/ignite/sales/x' }] },
      'mfe-catalog route "x": /ignite/sales/x is under /ignite/sales, which only mfe-dealer may own.'],
    ['the dealer remote outside its prefix', { 'mfe-dealer': [{ name: 'x', pattern: '/deals' }] },
      'mfe-dealer route "x": mfe-dealer may own only paths under /ignite/sales, not /deals.'],
    ['a consumer remote under the studio prefix', { 'mfe-content': [{ name: 'x', pattern: '/studio/x' }] },
      'mfe-content route "x": /studio/x is under /studio, which only mfe-studio may own.'],
    ['the studio remote outside its prefix', { 'mfe-studio': [{ name: 'x', pattern: '/editor' }] },
      'mfe-studio route "x": mfe-studio may own only paths under /studio, not /editor.'],
    ['a path the shell keeps', { 'mfe-content': [{ name: 'x', pattern: '/api/things' }] },
      'mfe-content route "x": /api/things is under /api, which the shell keeps for itself.'],
    ['a malformed segment', { 'mfe-content': [{ name: 'x', pattern: '/a b' }] },
      'mfe-content route "x": "a b" in /a b is neither a word nor a :param.'],
    ['no list', { 'mfe-content': {} as never }, 'mfe-content declares no list of routes.'],
  ])('refuses %s with a message naming both', (_case, declared, message) => {
    expect(() => composeRouteTable(declared)).toThrow(new RouteTableError(message));
  });
});
