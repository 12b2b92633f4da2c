import type { ReactNode } from 'react';
import { FETCH_FIRST } from '@rv/ui-kit';
import type { BuildLine } from '../../build-state';
import type { CatalogImage } from '@rv/shared-lib/catalog';
import { formatDollars, formatMsrp, MSRP_LABEL } from '@rv/domain/format';
import styles from '../build.module.css';

export interface BuildSheetProps {
  title: string;
  basePrice: number | null;
  lines: ReadonlyArray<Pick<BuildLine, 'code' | 'name' | 'price'>>;
  decor: string | null;
  total: number | null;
  children?: ReactNode;
  /** Printed after the prices: the build's weights. */
  weights?: ReactNode;
  /** Under the title: the floorplan's exterior, the page's largest paint. */
  image?: CatalogImage;
}

/** The one-page spec sheet: the floorplan's exterior, base MSRP, each chosen option's price, decor and the total (what prints). */
export function BuildSheet({ title, basePrice, lines, decor, total, children, weights, image }: BuildSheetProps) {
  return (
    <section className={styles.sheet} aria-labelledby="build-sheet-title">
      <h1 id="build-sheet-title">{title}</h1>
      {image ? <img className={styles.exterior} src={image.url} alt={image.alt} width={image.dimensions.width} height={image.dimensions.height} {...FETCH_FIRST} /> : null}
      {children}
      <table className={styles.lines}>
        <caption className="rv-visually-hidden">Price of your build</caption>
        <thead><tr><th scope="col">Item</th><th scope="col">Price</th></tr></thead>
        <tbody>
          <tr><th scope="row">{MSRP_LABEL}</th><td>{formatMsrp(basePrice)}</td></tr>
          {lines.map((l) => <tr key={l.code}><th scope="row">{l.name}</th><td>{formatDollars(l.price)}</td></tr>)}
          <tr><th scope="row">Decor</th><td>{decor ?? 'Not chosen'}</td></tr>
        </tbody>
        <tfoot><tr><th scope="row">Total</th><td data-testid="build-total">{total === null ? 'TBD' : formatDollars(total)}</td></tr></tfoot>
      </table>
      {weights}
      <p className={styles.muted}>* Prices are manufacturer&apos;s suggested retail prices; freight, prep and taxes are extra. See your dealer for final pricing.</p>
    </section>
  );
}
