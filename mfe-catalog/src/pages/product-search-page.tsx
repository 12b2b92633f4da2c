import { Link } from 'react-router-dom';
import { bus, LEAD_BRANDS, TYPE_CLASSES } from '@rv/shared-lib';

/** `/product`: every product line with the types it builds, and a way into site search. */
export function ProductSearchPage() {
  return (
    <section className="rv-container" aria-labelledby="catalog-product-title">
      <h1 id="catalog-product-title">Find Your RV</h1>
      <ul className="catalog__brand-list">
        {LEAD_BRANDS.map((brand) => (
          <li key={brand.code}>
            <Link to={`/product/${brand.slug}`}>{brand.name}</Link>
            <span> · {brand.typeClasses.map((slug) => TYPE_CLASSES.find((t) => t.slug === slug)?.name).join(', ')}</span>
          </li>
        ))}
      </ul>
      <p>
        Looking for something else?{' '}
        <button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={() => bus.publish('search:open', { query: 'bunkhouse' })}>
          Search the site
        </button>
      </p>
    </section>
  );
}
