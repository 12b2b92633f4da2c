import { provideServerRuntimeConfig, readRuntimeConfig } from './runtime-config';

describe('runtime configuration', () => {
  it('reads the page’s script#rv-config, falling back to the defaults', () => {
    document.body.innerHTML = '<script id="rv-config" type="application/json">{"companyName":"Dutchmen RV"}</script>';
    expect(readRuntimeConfig().companyName).toBe('Dutchmen RV');
    expect(readRuntimeConfig().services.content).toBe('/api/content/v1');
    document.body.innerHTML = '<script id="rv-config" type="application/json">{broken</script>';
    expect(readRuntimeConfig().companyName).toBe('Keystone RV');
  });

  it('gives a server render (no document) the configuration the server provides', () => {
    expect(readRuntimeConfig(null).companySlug).toBe('keystone');
    provideServerRuntimeConfig({ companySlug: 'dutchmen', companyName: 'Dutchmen RV' });
    expect(readRuntimeConfig(null)).toMatchObject({ companySlug: 'dutchmen', companyName: 'Dutchmen RV', status: 200 });
    // A page in the browser still reads its own tag.
    document.body.innerHTML = '<script id="rv-config" type="application/json">{"companyName":"Keystone RV"}</script>';
    expect(readRuntimeConfig().companyName).toBe('Keystone RV');
  });
});
