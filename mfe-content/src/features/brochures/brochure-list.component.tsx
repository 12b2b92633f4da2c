import { fetchAllByType, useResource, type BrochureData, type ContentDocument } from '@rv/shared-lib';
import { compareText } from '@rv/domain/locale';
import { BlockImage } from '../blocks/components/block-image.component';
import { BlockSection } from '../blocks/components/block-section.component';
import { ListState } from '../page/list-state.component';
import styles from './brochure-list.module.css';

/** Brochures grouped by model year, newest year first, brands in name order. */
export function groupByYear(docs: ReadonlyArray<ContentDocument<BrochureData>>): Array<[number, Array<ContentDocument<BrochureData>>]> {
  const years = new Map<number, Array<ContentDocument<BrochureData>>>();
  for (const doc of docs) {
    if (!doc.data.brochure_document?.url) continue;
    const list = years.get(doc.data.year) ?? [];
    list.push(doc);
    years.set(doc.data.year, list);
  }
  return [...years.entries()].sort(([a], [b]) => b - a).map(([year, list]) => [year, list.sort((x, y) => compareText(x.data.label, y.data.label))]);
}

/** Every brochure: cover, name and a link that opens the PDF (drawn by the API from the catalogue: several pages of real text). */
export function BrochureList() {
  const state = useResource('brochures', () => fetchAllByType<BrochureData>('brochure'));
  return (
    <div className="rv-container">
      <ListState state={state} label="brochures" empty="No brochures are available right now.">
        {(docs) => groupByYear(docs).map(([year, list]) => (
          <BlockSection key={year} title={`${year} Brochures`} label={`${year} brochures`}>
            <ul className={styles.list}>
              {list.map((doc) => (
                <li key={doc.id} className={styles.item}>
                  <BlockImage image={doc.data.brochure_image} width={600} height={800} className={styles.cover} />
                  <a href={doc.data.brochure_document.url} type="application/pdf" target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {doc.data.label} Brochure<span className="rv-visually-hidden"> (PDF, opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </BlockSection>
        ))}
      </ListState>
    </div>
  );
}
