import { buildPath } from './path-pattern';
import { dealerRoutes, routeHelpers } from './route-helpers';
import { matchRoute } from './route-table';

describe('named route helpers (consumer spec: screens and routes)', () => {
  it.each([
    ['home', routeHelpers.home(), 'index'],
    ['inventory', routeHelpers.inventory(), 'inventory'],
    ['dealerLocator', routeHelpers.dealerLocator(), 'dealerLocator'],
    ['takeAQuiz', routeHelpers.takeAQuiz(), 'takeAQuiz'],
    ['consumerProductSearchPath', routeHelpers.consumerProductSearchPath(), 'consumerProductSearch'],
    ['productAdvisor', routeHelpers.productAdvisor(), 'productAdvisor'],
    ['brandDirectory', routeHelpers.brandDirectory(), 'brandDirectory'],
    ['rvTypesDirectory', routeHelpers.rvTypesDirectory(), 'rvTypesDirectory'],
    ['ownersBrandLanding', routeHelpers.ownersBrandLanding('montana'), 'ownersBrandLanding'],
    ['ownersBrandLanding without a brand', routeHelpers.ownersBrandLanding(null), 'ownersLanding'],
  ])('%s resolves to a real route', (_label, path, routeName) => {
    expect(matchRoute(path, 'keystone')?.route.name).toBe(routeName);
  });

  it('builds the build entry link /build-my-rv/{brand}/{typeClassSlug}/{referenceId}', () => {
    expect(routeHelpers.buildEntry('cougar', 'travel-trailers', '22MLS')).toBe('/build-my-rv/cougar/travel-trailers/22MLS');
  });

  it('encodes the search query and owners flag', () => {
    expect(routeHelpers.search('bunk house & more', true)).toBe('/search?query=bunk+house+%26+more&owners=true');
  });

  it('names the dealer routes and keeps redirectTo on the splash', () => {
    expect(dealerRoutes.dashboard()).toBe('/ignite/sales/dashboard');
    expect(dealerRoutes.support()).toBe('/ignite/sales/support');
    expect(dealerRoutes.splash('/ignite/sales/my-team?x=1')).toBe('/ignite/sales/splash?redirectTo=%2Fignite%2Fsales%2Fmy-team%3Fx%3D1');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath('/product/:brandName', {})).toThrow('Missing route parameter "brandName"');
  });
});
