import { brandedName, modelPageHead, modelPageName, pageTitle } from './page-heads';
import { routeHead } from './route-heads';

/** The routes whose head `routeHead` gives (their pages have no content document of their own). */
const TOOL_PAGE_ROUTES = [
  'consumerProductSearch', 'floorplans', 'specs', 'buildMyRv', 'buildMyRvBrand', 'buildMyRvClass', 'buildMyRvModel', 'buildMyRvSummary',
  'takeAQuiz', 'getMatchedStep', 'getMatchedResults', 'productAdvisor', 'specFinder', 'inventory', 'dealerLocator', 'contactUs',
];

const company = { companyName: 'Keystone RV' };

describe('modelPageName: a floorplan page names its brand once', () => {
  it.each([
    ['a name that starts with its brand', { modelYear: 2026, brandName: 'Cougar', name: 'Cougar 270BH', typeClassName: 'Fifth Wheels' }, '2026 Cougar 270BH Fifth Wheel'],
    ['the brand in another case', { modelYear: 2026, brandName: 'Cougar', name: 'COUGAR 270BH', typeClassName: 'Fifth Wheels' }, '2026 COUGAR 270BH Fifth Wheel'],
    ['a name without its brand', { modelYear: 2025, brandName: 'Alpine', name: '308RL', typeClassName: 'Fifth Wheels' }, '2025 Alpine 308RL Fifth Wheel'],
    ['a name that only begins like the brand', { modelYear: 2026, brandName: 'Cougar', name: 'Cougars Den', typeClassName: 'Travel Trailers' }, '2026 Cougar Cougars Den Travel Trailer'],
    ['a two-word brand', { modelYear: 2026, brandName: 'Bullet Crossfire', name: 'Bullet Crossfire 1800RB', typeClassName: 'Travel Trailers' }, '2026 Bullet Crossfire 1800RB Travel Trailer'],
  ])('%s', (_name, parts, title) => {
    expect(modelPageName(parts)).toBe(title);
  });

  it('names a floorplan with its brand once', () => {
    expect([brandedName('Cougar', 'Cougar 270BH'), brandedName('Cougar', '270BH')]).toEqual(['Cougar 270BH', 'Cougar 270BH']);
  });

  it('gives the model page head with its canonical detail path', () => {
    const head = modelPageHead({
      modelYear: 2026, brandName: 'Cougar', name: 'Cougar 270BH', typeClassName: 'Fifth Wheels', description: 'Bunks.',
      brandSlug: 'cougar', typeClassSlug: 'fifth-wheels', referenceId: '270BH', image: '/x.svg',
    }, 'Keystone RV');
    expect(head).toEqual({ title: '2026 Cougar 270BH Fifth Wheel | Keystone RV', description: 'Bunks.', path: '/product/cougar/fifth-wheels/floorplans/270BH', image: '/x.svg', type: 'product' });
  });
});

describe('pageTitle', () => {
  it.each([['Find a Dealer', 'Find a Dealer | Keystone RV'], ['Keystone RV Warranty', 'Keystone RV Warranty'], ['  ', 'Keystone RV']])('%s', (name, title) => {
    expect(pageTitle(name, 'Keystone RV')).toBe(title);
  });
});

describe('routeHead: the tool pages each have their own title, description and canonical path', () => {
  it.each([
    ['floorplans', { brandName: 'cougar', type: 'fifth-wheels' }, { brandName: 'Cougar', typeName: 'Fifth Wheels' }, 'Cougar Fifth Wheels Floorplans | Keystone RV', '/product/cougar/fifth-wheels/floorplans'],
    ['specs', { brandName: 'cougar', type: 'fifth-wheels' }, {}, 'Cougar Fifth Wheels Specifications | Keystone RV', '/product/cougar/fifth-wheels/specs'],
    ['consumerProductSearch', {}, {}, 'Shop Travel Trailers, Fifth Wheels and Toy Haulers | Keystone RV', '/product'],
    ['buildMyRv', {}, {}, 'Build and Price Your RV | Keystone RV', '/build-my-rv'],
    ['buildMyRvClass', { brandSlug: 'cougar', classSlug: 'fifth-wheels' }, {}, 'Build and Price a Cougar Fifth Wheel | Keystone RV', '/build-my-rv/cougar/fifth-wheels'],
    // The article follows the brand's first sound (domain withIndefiniteArticle), never 'a Alpine'.
    ['buildMyRvClass', { brandSlug: 'alpine', classSlug: 'fifth-wheels' }, {}, 'Build and Price an Alpine Fifth Wheel | Keystone RV', '/build-my-rv/alpine/fifth-wheels'],
    ['buildMyRvBrand', { brandSlug: 'outback' }, {}, 'Build and Price an Outback | Keystone RV', '/build-my-rv/outback'],
    ['takeAQuiz', {}, {}, 'Get Matched: Find the Right RV | Keystone RV', '/get-matched'],
    ['getMatchedStep', { step: '2' }, {}, 'Get Matched: Find the Right RV | Keystone RV', '/get-matched'],
    ['productAdvisor', {}, {}, 'Product Advisor: What Can I Tow? | Keystone RV', '/product-advisor'],
    ['specFinder', {}, {}, 'Spec Finder | Keystone RV', '/spec-finder'],
    ['inventory', {}, {}, 'Find an RV in Stock Near You | Keystone RV', '/inventory'],
    ['dealerLocator', {}, {}, 'Find a Dealer | Keystone RV', '/find-a-dealer'],
    ['contactUs', {}, {}, 'Contact Us | Keystone RV', '/contact-us'],
  ])('%s', (route, params, names, title, path) => {
    const head = routeHead(route, params, { ...company, ...names });
    expect(head).toEqual(expect.objectContaining({ title, path }));
    expect(head!.description.length).toBeGreaterThan(40);
  });

  it('gives every tool page a description of its own', () => {
    const params = { brandName: 'cougar', type: 'fifth-wheels', brandSlug: 'cougar', classSlug: 'fifth-wheels', modelSlug: '270bh', step: '1' };
    const heads = TOOL_PAGE_ROUTES.map((route) => routeHead(route, params, company)!);
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length - 1); // the quiz's steps share its head
    for (const head of heads) expect(head.description).not.toMatch(/undefined/);
  });

  it('encodes params in the canonical path and knows no other route', () => {
    expect(routeHead('floorplans', { brandName: 'a b', type: 'x"y' }, company)!.path).toBe('/product/a%20b/x%22y/floorplans');
    expect(routeHead('blogArticle', { slug: 'x' }, company)).toBeNull();
  });
});
