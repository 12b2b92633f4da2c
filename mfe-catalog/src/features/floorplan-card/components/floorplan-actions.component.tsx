import { routeHelpers } from '@rv/shared-lib';
import { Link } from '@rv/shared-lib/router';
import { buildEntryPath, type Model } from '@rv/shared-lib/catalog';
import { quoteRequestPath } from '@rv/domain';
import { useCatalogMode } from '../../catalog-browser/catalog-mode';
import styles from '../floorplan-card.module.css';

/**
 * Build, Request a Quote (the quote form started on this floorplan) and Find a Dealer beside a floorplan, where a shopper
 * decides. Dealers see none of them (the portal lists their own products); dealer-stock-only floorplans are not built.
 */
export function FloorplanActions({ model, size = 'sm', buildLabel = 'Build' }: { model: Model; size?: 'sm' | 'lg'; buildLabel?: string }) {
  const mode = useCatalogMode();
  if (mode.dealer) return null;
  const name = <span className="rv-visually-hidden"> {model.name}</span>;
  const button = `rv-button rv-button--${size} rv-button--`;
  return (
    <div className={styles.actions}>
      {mode.showBuild && model.specifications['STOCK-ONLY']?.value !== true ? <Link className={`${button}primary`} to={buildEntryPath(model)}>{buildLabel}{name}</Link> : null}
      <a className={`${button}secondary`} href={quoteRequestPath({ brandCode: model.brand.code, typeClassSlug: model.typeClassSlug, name: model.name })}>Request a Quote{name}</a>
      <a className={`${button}secondary`} href={routeHelpers.dealerLocator()}>Find a Dealer{name}</a>
    </div>
  );
}
