import { isDealerPath, matchRoute, ROUTES } from './route-table';

const company = 'keystone';

/** Every consumer route of spec consumer §2 and dealer route of spec dealer §2, with its owner. */
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

describe('route table (spec consumer §2, dealer §2)', () => {
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
    expect(ROUTES.filter((r) => r.needsLookup).map((r) => r.name)).toEqual(['contentPage']);
  });

  it('rejects malformed percent-encoding instead of throwing', () => {
    expect(matchRoute('/owners/%E0%A4%A', company)).toBeNull();
  });

  it.each([['/ignite/sales', true], ['/ignite/sales/dashboard', true], ['/ignite/salesforce', false], ['/product', false]])('isDealerPath(%s) is %s', (path, expected) => {
    expect(isDealerPath(path)).toBe(expected);
  });
});
