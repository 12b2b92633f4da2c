import { buildPath } from './path-pattern';
import { DEALER_PREFIX } from './route-table';

/** Named route helpers of consumer spec (screens and routes); the spec leaves their paths open, these are ours. */
export const routeHelpers = {
  home: () => '/',
  inventory: () => '/inventory',
  dealerLocator: () => '/find-a-dealer',
  takeAQuiz: () => '/get-matched',
  consumerProductSearchPath: () => '/product',
  productAdvisor: () => '/product-advisor',
  brandDirectory: () => '/product-lines',
  rvTypesDirectory: () => '/rv-types',
  /** The owners landing of a brand, or the owners landing when no brand is selected. */
  ownersBrandLanding: (selectedBrand?: string | null) => (selectedBrand ? buildPath('/owners/brand/:slug', { slug: selectedBrand }) : '/owners'),
  search: (query: string, owners = false) => `/search?${new URLSearchParams({ query, owners: String(owners) })}`,
  floorplans: (brandName: string, type: string) => buildPath('/product/:brandName/:type/floorplans', { brandName, type }),
  modelDetail: (brandName: string, type: string, referenceId: string) =>
    buildPath('/product/:brandName/:type/floorplans/:ref', { brandName, type, ref: referenceId }),
  specs: (brandName: string, type: string) => buildPath('/product/:brandName/:type/specs', { brandName, type }),
  /** Build entry link of spec (screens and routes): /build-my-rv/{brand}/{typeClassSlug}/{referenceId}. */
  buildEntry: (brand: string, typeClassSlug: string, referenceId: string) =>
    buildPath('/build-my-rv/:brand/:typeClassSlug/:referenceId', { brand, typeClassSlug, referenceId }),
} as const;

/** Named dealer routes of dealer spec (screens and routes). */
export const dealerRoutes = {
  dealerHome: () => DEALER_PREFIX,
  dashboard: () => `${DEALER_PREFIX}/dashboard`,
  login: () => `${DEALER_PREFIX}/login`,
  splash: (redirectTo?: string) => (redirectTo ? `${DEALER_PREFIX}/splash?${new URLSearchParams({ redirectTo })}` : `${DEALER_PREFIX}/splash`),
  resetPassword: () => `${DEALER_PREFIX}/login/reset-password`,
  register: () => `${DEALER_PREFIX}/login/register`,
  /** The dealer support form's page (dealer spec: the calls, form; the page is this portal's). */
  support: () => `${DEALER_PREFIX}/support`,
} as const;
