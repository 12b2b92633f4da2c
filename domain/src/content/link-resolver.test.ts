import { resolveContentLink } from './link-resolver';

const options = { companySlug: 'keystone' };

/** Every row of the content-type routing table of consumer spec (screens and routes). */
const ROWS: Array<[string, string]> = [
  ['home_page', '/'],
  ['page', '/about'],
  ['split_content', '/about'],
  ['content_page', '/about'],
  ['type_landing', '/rv-type/about'],
  ['brands_landing', '/product/about'],
  ['blog_detail', '/keystone-life/about'],
  ['blog_landing', '/keystone-life'],
  ['howto_landing', '/owners-how-to'],
  ['howto_detail', '/owners-how-to/about'],
  ['innovation_landing', '/innovations'],
  ['innovation', '/innovations/about'],
  ['brochures', '/brochures'],
  ['brand_directory', '/product-lines'],
  ['model', '/model/about'],
  ['or_landing', '/owners'],
  ['or_support_article', '/owners/about'],
  ['or_support_brand', '/owners/brand/about'],
  ['or_support_category', '/owners/category/about'],
  ['or_support_sub_category', '/owners/category/sub/about'],
  ['core', '/ignite/sales/dashboard'],
  ['anything_else', '/'],
];

describe('content link resolver (consumer spec: screens and routes, content-type routing)', () => {
  it.each(ROWS)('%s routes to %s', (type, path) => {
    expect(resolveContentLink({ link_type: 'Document', type, uid: 'about' }, options)).toBe(path);
  });

  it('uses the public_url held in a brand_type document', () => {
    expect(resolveContentLink({ type: 'brand_type', uid: 'x', data: { public_url: '/product/montana/fifth-wheels/floorplans' } }, options)).toBe('/product/montana/fifth-wheels/floorplans');
  });

  it('hides broken links', () => {
    expect(resolveContentLink({ type: 'page', uid: 'gone', isBroken: true }, options)).toBeNull();
  });

  it('passes web links through', () => {
    expect(resolveContentLink({ link_type: 'Web', url: 'https://example.com/x' }, options)).toBe('https://example.com/x');
  });

  it('returns null for no link', () => {
    expect(resolveContentLink(null, options)).toBeNull();
  });
});
