import { mockApi } from '@rv/shared-lib/testing';
import { keepLayoutDataForOffline } from './keep-layout-data';

function windowWith(controller: object | null): Window {
  return { navigator: { serviceWorker: { controller } }, sessionStorage: window.sessionStorage } as unknown as Window;
}

const ok = { status: 200, data: { data: {} } };
const LAYOUT_READS = {
  'GET /api/content/v1/documents/navigation/new-nav': ok,
  'GET /api/content/v1/documents/shop_by_product_line/shop-by-product-line': ok,
  'GET /api/content/v1/documents/shop_by_rv_type/shop-by-rv-type': ok,
  'GET /api/content/v1/documents/footer_navigation/footer': ok,
  'GET /api/content/v1/single/site_settings': ok,
};

describe('keeping the layout\'s content for offline pages', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('asks for the masthead and footer content once a session, through the controlling worker', async () => {
    const requests = mockApi(LAYOUT_READS);
    expect(await keepLayoutDataForOffline(windowWith({}))).toBe(5);
    expect(requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(LAYOUT_READS).sort());
    expect(await keepLayoutDataForOffline(windowWith({}))).toBe(0);
    expect(requests).toHaveLength(5);
  });

  it('asks for nothing without a worker in control, and again next time when a read failed', async () => {
    const requests = mockApi({ ...LAYOUT_READS, 'GET /api/content/v1/documents/footer_navigation/footer': 'network-error' });
    expect(await keepLayoutDataForOffline(windowWith(null))).toBe(0);
    expect(requests).toHaveLength(0);
    expect(await keepLayoutDataForOffline(windowWith({}))).toBe(4);
    expect(await keepLayoutDataForOffline(windowWith({}))).toBe(4);
  });
});
