import { Link } from '@rv/shared-lib/router';
import { DEALER_PREFIX } from '@rv/shared-lib';
import { modelDetailPath } from '@rv/shared-lib/catalog';
import { DataView } from '../../dashboard/components/data-view.component';
import type { useFloorplanResults } from '../hooks/use-floorplan-results';
import { GroupSection, PagedList } from './result-group.component';
import styles from './search.module.css';

/** The portal's My Products model detail of a floorplan: /ignite/sales/product/{brand}/{type}/floorplans/{id}. */
export const dealerModelDetailHref = (model: Parameters<typeof modelDetailPath>[0]) => `${DEALER_PREFIX}${modelDetailPath(model)}`;

/** Floorplans of the dealer's brands that match, each linking to its My Products detail. */
export function FloorplanResults({ results }: { results: ReturnType<typeof useFloorplanResults> }) {
  return (
    <GroupSection title="Floorplans">
      <DataView state={results} what="floorplans" empty={null}>
        {({ items: floorplans, total, more }) => (
          <PagedList what="floorplans" shown={floorplans.length} total={total} loadingMore={more === 'loading'} moreFailed={more === 'error'} onShowMore={results.showMore}>
            <ul className={styles.list}>
              {floorplans.map((model) => (
                <li key={model.uniqueId} className={styles.item}>
                  <img className={styles.thumb} src={model.floorplan_thumbnail.url} alt="" width={96} height={64} loading="lazy" />
                  <span>
                    <Link to={dealerModelDetailHref(model)}>{model.name}</Link>
                    <br />
                    <span className={styles.muted}>{model.modelYear} · {model.typeClass}</span>
                  </span>
                </li>
              ))}
            </ul>
          </PagedList>
        )}
      </DataView>
    </GroupSection>
  );
}
