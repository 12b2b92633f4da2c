import { bus } from '@rv/shared-lib';
import { CatalogBrowser } from '../features/catalog-browser/components/catalog-browser.component';
import { productSearchHead, useToolHead } from '@rv/shared-lib/seo';

/** `/product` (spec: screens and routes, product search): the RV Finder over every brand, and a way into site search. */
export function ProductSearchPage() {
  useToolHead(productSearchHead, {});
  return (
    <section className="rv-container" aria-labelledby="catalog-product-title">
      <h1 id="catalog-product-title">Find Your RV</h1>
      <p>
        Looking for something else?{' '}
        <button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={() => bus.publish('search:open', { query: 'bunkhouse' })}>
          Search the site
        </button>
      </p>
      <CatalogBrowser />
    </section>
  );
}
