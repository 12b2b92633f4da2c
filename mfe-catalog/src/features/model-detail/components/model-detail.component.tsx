import { useEffect } from 'react';
import { Link } from '@rv/shared-lib/router';
import { readRuntimeConfig } from '@rv/shared-lib';
import { ErrorPage } from '@rv/ui-kit';
import { modelPageHead, usePageHead } from '@rv/shared-lib/seo';
import { brandLandingUid, floorplanShareImageUrl, modelGalleryImages, rememberViewedFloorplan } from '@rv/shared-lib/catalog';
import { formatMsrp, MSRP_LABEL, titleFromSlug } from '@rv/domain/format';
import { useBrandLanding } from '../../brand-landing/api/brand-landing.resource';
import { BrochureList } from '../../brand-landing/components/brochure-list.component';
import { linkTargetProps, useCatalogMode } from '../../catalog-browser/catalog-mode';
import { CompareToggle } from '../../compare/components/compare-toggle.component';
import { FloorplanActions } from '../../floorplan-card/components/floorplan-actions.component';
import { TourButton } from '../../tour-viewer/components/tour-button.component';
import { useModel, useModelFeatures, useRecentlyViewed, useRecommended } from '../hooks/use-model-detail';
import { FeatureGroups } from './feature-groups.component';
import { galleryImage, ModelGallery } from './model-gallery.component';
import { ModelRail } from './model-rail.component';
import { SpecList } from './spec-list.component';
import styles from '../model-detail.module.css';

export interface ModelDetailProps { brandName: string; type: string; referenceId: string }

/** Model detail (spec: screens and routes): gallery, specs, features, brochures, recently viewed and recommended floorplans, Build call to action. */
export function ModelDetail({ brandName, type, referenceId }: ModelDetailProps) {
  const mode = useCatalogMode();
  const model = useModel(brandName, type, referenceId, mode.dealer);
  const current = model.data ?? null;
  const features = useModelFeatures(current?.uniqueId ?? null);
  const viewed = useRecentlyViewed(current, mode.dealer);
  const recommended = useRecommended(current, mode.dealer);
  const landing = useBrandLanding(current ? brandLandingUid(current.brand) : null);
  useEffect(() => {
    if (current) rememberViewedFloorplan(current.referenceId);
  }, [current]);
  const { companyName } = readRuntimeConfig();
  // og:image as the server writes it: the door side as a PNG, since crawlers do not read SVG.
  usePageHead(current && !mode.dealer ? modelPageHead({ ...current, typeClassName: current.typeClass, image: floorplanShareImageUrl(current.uniqueId) }, companyName) : null, companyName);

  if (model.status === 'loading') return <p role="status" className="rv-container">Loading floorplan…</p>;
  if (model.status === 'error') {
    return <div role="alert" className="rv-container"><h1>Floorplan unavailable</h1><button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={model.reload}>Try again</button></div>;
  }
  if (!current) return <ErrorPage statusCode={404} />;

  // The floorplan drawn from outside (door side, road side, front, rear), then its floorplan drawing.
  const images = modelGalleryImages(current).map(galleryImage);
  const stockOnly = current.specifications['STOCK-ONLY']?.value === true;
  const listing = `${mode.basePath}/product/${brandName}/${type}/floorplans`;
  return (
    <article className="rv-container">
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to={listing} {...linkTargetProps(mode)}>{current.brandName} {titleFromSlug(type)}</Link>
      </nav>
      <div className={styles.top}>
        <ModelGallery images={images}><TourButton model={current} /></ModelGallery>
        <div className={styles.summary}>
          <h1>{current.name} <span className={styles.year}>{current.modelYear}</span></h1>
          <p>{current.description}</p>
          <p className={styles.price}>{MSRP_LABEL} <strong>{formatMsrp(current.specifications.MSRP?.value)}</strong></p>
          {stockOnly ? <p className={styles.stock}>Dealer Stock Only</p> : null}
          <div className={styles.cta}>
            <FloorplanActions model={current} size="lg" buildLabel="Select Floorplan & Build" />
            <CompareToggle model={current} />
          </div>
        </div>
      </div>
      <SpecList key={`specs-${current.uniqueId}`} model={current} />
      <FeatureGroups key={`features-${current.uniqueId}`} status={features.status} groups={features.data} onRetry={features.reload} />
      <BrochureList brochures={landing.data?.data.brochures} />
      <ModelRail title="Recently Viewed Floorplans" models={viewed.data} />
      <ModelRail title="Recommended Floorplans" models={recommended.data} />
    </article>
  );
}
