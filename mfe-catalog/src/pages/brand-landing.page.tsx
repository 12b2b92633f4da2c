import { Link } from '@rv/shared-lib/router';
import { errorStatus, type PageProps } from '@rv/shared-lib';
import { ErrorPage, RichText } from '@rv/ui-kit';
import { brandBySlug } from '@rv/domain';
import { useBrandLanding } from '../features/brand-landing/api/brand-landing.resource';
import { BrandBody } from '../features/brand-landing/components/brand-body.component';
import { BrochureList } from '../features/brand-landing/components/brochure-list.component';
import { CatalogBrowser } from '../features/catalog-browser/components/catalog-browser.component';
import styles from '../features/brand-landing/brand-landing.module.css';

/** `/product/{brandSlug}`: the brand's landing with its brochures and content blocks, and the panel titled with the upper-cased brand name. */
export function BrandLandingPage({ params }: PageProps) {
  const brandSlug = params.brandSlug;
  const doc = useBrandLanding(brandSlug);
  const brand = brandBySlug(brandSlug);
  if (doc.status === 'error' && (errorStatus(doc.error) === 404 && !brand)) return <ErrorPage statusCode={404} />;
  const data = doc.data?.data;
  const name = data?.title ?? brand?.name ?? brandSlug;
  return (
    <div className="rv-container">
      <header className={styles.hero}>
        <div>
          {data?.logo?.url ? <img className={styles.logo} src={data.logo.url} alt="" width={data.logo.dimensions?.width} height={data.logo.dimensions?.height} /> : null}
          <h1>{name}</h1>
          {data?.tagline ? <p className={styles.tagline}>{data.tagline}</p> : null}
          {doc.status === 'loading' ? <p role="status">Loading…</p> : <RichText value={data?.description} />}
          {data?.brand_types?.length ? (
            <p className={styles.links}>
              {data.brand_types.filter((t) => t.brand_type?.data).map((t) => {
                const linkData = t.brand_type.data as { public_url?: string; title?: string };
                return linkData.public_url ? <Link key={linkData.public_url} to={linkData.public_url}>{linkData.title} floorplans</Link> : null;
              })}
            </p>
          ) : null}
        </div>
        <BrochureList brochures={data?.brochures} />
      </header>
      <BrandBody slices={data?.body} />
      <CatalogBrowser title={name.toUpperCase()} brandName={brandSlug} brandPage />
    </div>
  );
}
