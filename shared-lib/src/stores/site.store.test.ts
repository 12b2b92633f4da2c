import { siteStore } from './site.store';

describe('site store', () => {
  it('marks the visitor as dealer only on dealer paths (dealer spec: states and transitions)', () => {
    siteStore.getState().applyPath('/ignite/sales/dashboard');
    expect(siteStore.getState().isDealer).toBe(true);
    siteStore.getState().applyPath('/product');
    expect(siteStore.getState().isDealer).toBe(false);
    siteStore.getState().applyPath('/ignite/salesforce');
    expect(siteStore.getState().isDealer).toBe(false);
  });

  it('starts with region BOTH and merges seo fields', () => {
    expect(siteStore.getState().location.region).toBe('BOTH');
    siteStore.getState().setSeo({ title: 'Home' });
    siteStore.getState().setSeo({ description: 'Towables' });
    expect(siteStore.getState().seo).toEqual({ title: 'Home', description: 'Towables', image: null });
  });
});
