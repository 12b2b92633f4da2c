import { Link } from '@rv/shared-lib/router';
import { drawnImageProps, FULL_WIDTH, type PageProps } from '@rv/shared-lib';
import { ErrorPage, FETCH_FIRST } from '@rv/ui-kit';
import { brandBySlug, SUB_BRANDS } from '@rv/domain';
import { titleFromSlug } from '@rv/domain/format';
import { isListingPath } from '@rv/shared-lib/catalog';
import { findBrandType, useBrandTypes } from '../features/catalog-browser/api/brand-type.resource';
import { CatalogBrowser } from '../features/catalog-browser/components/catalog-browser.component';
import styles from '../features/brand-landing/brand-landing.module.css';
import { floorplansHead, useToolHead } from '@rv/shared-lib/seo';

/** A brand's name from a lead brand or sub-brand slug. */
export function brandNameOf(slug: string): string {
  return brandBySlug(slug)?.name ?? SUB_BRANDS.find((s) => s.slug === slug)?.name ?? titleFromSlug(slug);
}

/** `/product/{brand}/{typeClass}/floorplans`: the brand-type listing, or the 404 page for a brand or type that lists nothing. */
export function FloorplansPage(props: PageProps) {
  return isListingPath(props.params.brandName, props.params.type) ? <FloorplansListing {...props} /> : <ErrorPage statusCode={404} />;
}

/** The brand-type listing with its banner; the finder lists floorplans only. */
function FloorplansListing({ params }: PageProps) {
  const { brandName, type } = params;
  const docs = useBrandTypes();
  const doc = findBrandType(docs.data, brandName, type)?.data;
  const title = doc?.title ?? `${brandNameOf(brandName)} ${titleFromSlug(type)}`;
  useToolHead(floorplansHead, params, { brandName: brandNameOf(brandName), typeName: titleFromSlug(type) });
  return (
    <div className="rv-container">
      <header className={styles.hero}>
        <div>
          <h1>{title} Floorplans</h1>
          {doc?.description ? <p>{doc.description}</p> : null}
          {!doc && docs.status === 'loading' ? <p className={styles.textPlaceholder} aria-hidden="true" /> : null}
          <Link to={`/product/${brandName}/${type}/specs`}>Compare every {title} spec</Link>
        </div>
        {doc?.banner_image?.url ? <img className={styles.banner} src={doc.banner_image.url} {...drawnImageProps(doc.banner_image.url, FULL_WIDTH)} alt="" width={doc.banner_image.dimensions?.width} height={doc.banner_image.dimensions?.height} {...FETCH_FIRST} /> : null}
        {/* Space for the description and banner while they load, so the finder below does not jump (CLS). */}
        {!doc && docs.status === 'loading' ? <div className={styles.bannerPlaceholder} aria-hidden="true" /> : null}
      </header>
      <CatalogBrowser title="RV Finder" brandName={brandName} type={type} />
    </div>
  );
}
