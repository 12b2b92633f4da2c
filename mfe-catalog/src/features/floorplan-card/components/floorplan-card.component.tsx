import { memo, useId, useState } from 'react';
import { DrawnHtml, drawnImageProps, HydrateNearView } from '@rv/shared-lib';
import { Link } from '@rv/shared-lib/router';
import { elevationImage, modelDetailPath, tourLink, type Model } from '@rv/shared-lib/catalog';
import { formatCount, formatFeetInches, formatMsrp, formatWeight, MSRP_LABEL } from '@rv/domain/format';
import { linkTargetProps, useCatalogMode } from '../../catalog-browser/catalog-mode';
import { CompareToggle } from '../../compare/components/compare-toggle.component';
import { onDemand } from '../../on-demand/on-demand';
import { FloorplanActions } from './floorplan-actions.component';
import type { Viewer } from './viewer-modals.component';
import styles from '../floorplan-card.module.css';

const spec = (model: Model, code: string) => model.specifications[code]?.value;
/** The zoom and 360 viewers' code (modal, sphere viewer loader): fetched when a shopper first opens one, not with the list. */
const ViewerModals = onDemand(() => import('./viewer-modals.component').then((m) => m.ViewerModals), 'the floorplan viewer');

/**
 * A floorplan card (spec: screens and routes): its exterior and floorplan drawing, title, description, formatted price, weight, length and sleeps, a new
 * or dealer-stock label, zoom and 360 viewers (360 only where a tour exists), compare toggle, and Build, Request a Quote and
 * Find a Dealer (FloorplanActions).
 */
export function FloorplanCard({ model, headingLevel = 3 }: { model: Model; headingLevel?: 2 | 3 }) {
  const mode = useCatalogMode();
  const [viewer, setViewer] = useState<Viewer>(null);
  const titleId = useId();
  const stockOnly = spec(model, 'STOCK-ONLY') === true;
  const isNew = spec(model, 'NEW-FLOORPLAN') === true;
  const Heading = `h${headingLevel}` as const;
  const detail = `${mode.basePath}${modelDetailPath(model)}`;
  // The door side drawn from the specs, and under it the floorplan drawing's thumbnail (Zoom opens it full size).
  const exterior = elevationImage(model);
  const plan = model.floorplan_thumbnail;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {/* The picture, title and figures are the drawn HTML kept as it is; the tools below are live. */}
      <DrawnHtml className={styles.media}>
        <img src={exterior.url} {...drawnImageProps(exterior.url, '(max-width: 767px) 100vw, 400px')} alt={exterior.alt} width={exterior.dimensions.width} height={exterior.dimensions.height} loading="lazy" decoding="async" />
        {plan ? <img className={styles.plan} src={plan.url} alt={plan.alt} width={plan.dimensions.width} height={plan.dimensions.height} loading="lazy" decoding="async" /> : null}
        {stockOnly ? <span className={`${styles.label} ${styles.stock}`}>Dealer Stock Only</span> : isNew ? <span className={styles.label}>New</span> : null}
      </DrawnHtml>
      <DrawnHtml as={Heading} id={titleId} className={styles.title}>
        <Link to={detail} {...linkTargetProps(mode)}>{model.name}</Link>
        <span className={styles.year}> {model.modelYear}</span>
      </DrawnHtml>
      <p className={styles.description}>{model.description}</p>
      <DrawnHtml as="dl" className={styles.specs}>
        <div><dt>{MSRP_LABEL}</dt><dd>{formatMsrp(spec(model, 'MSRP'))}</dd></div>
        <div><dt>Weight:</dt><dd>{formatWeight(spec(model, 'SHIPPINGWEIGHT'))}</dd></div>
        <div><dt>Length:</dt><dd>{formatFeetInches(spec(model, 'LENGTH'))}</dd></div>
        <div><dt>Sleeps:</dt><dd>{formatCount(spec(model, 'SLEEPING-CAPACITY'))}</dd></div>
      </DrawnHtml>
      <div className={styles.tools}>
        <button type="button" className={styles.tool} onClick={() => setViewer('zoom')} aria-haspopup="dialog">Zoom<span className="rv-visually-hidden"> {model.name} floorplan</span></button>
        {tourLink(model) ? <button type="button" className={styles.tool} onClick={() => setViewer('360')} aria-haspopup="dialog">360°<span className="rv-visually-hidden"> view of {model.name}</span></button> : null}
        <CompareToggle model={model} />
      </div>
      <FloorplanActions model={model} />
      {viewer ? <ViewerModals model={model} viewer={viewer} onClose={() => setViewer(null)} /> : null}
    </article>
  );
}

/** A card of a list: live once near view (the drawn list's first screen at start, the rest as they scroll in). */
export const FloorplanItem = memo(function FloorplanItem({ model }: { model: Model }) {
  return <HydrateNearView as="li"><FloorplanCard model={model} /></HydrateNearView>;
});
