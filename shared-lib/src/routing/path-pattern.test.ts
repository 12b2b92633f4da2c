import { buildPath, matchPath } from './path-pattern';

describe('matchPath', () => {
  it.each([
    ['/product/:brandName', '/product/montana', { brandName: 'montana' }],
    ['/product/:brandName', '/product/montana/', { brandName: 'montana' }],
    ['/product/:brandName', '/product/montana?x=1', { brandName: 'montana' }],
    ['/product/:brandName', '/product/big%20sky', { brandName: 'big sky' }],
    ['/:company-life', '/keystone-life', { company: 'keystone' }],
    ['/:company-life/:slug', '/keystone-life/winter-camping', { company: 'keystone', slug: 'winter-camping' }],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it.each([
    ['/product/:brandName', '/Product/montana'],
    ['/product/:brandName', '/product/%E0%A4%A'],
    ['/product/:brandName', '/product'],
    ['/product/:brandName', '/product/montana/extra'],
    ['/:company-life', '/keystone'],
    ['/:company-life', '/-life'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPath(pattern, path)).toBeNull();
  });
});

describe('buildPath', () => {
  it('encodes params and keeps a param suffix', () => {
    expect(buildPath('/product/:brandName', { brandName: 'big sky' })).toBe('/product/big%20sky');
    expect(buildPath('/:company-life', { company: 'keystone' })).toBe('/keystone-life');
  });
});
