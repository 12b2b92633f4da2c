import { DataView } from '../../dashboard/components/data-view.component';
import type { useOwnerContentResults } from '../hooks/use-owner-content-results';
import { GroupSection, PagedList } from './result-group.component';
import styles from './search.module.css';

/** Owner support and how-to pages of the public site; they open in a new tab so the portal stays open. */
export function OwnerContentResults({ results }: { results: ReturnType<typeof useOwnerContentResults> }) {
  return (
    <GroupSection title="Owner support and how-to">
      <DataView state={results} what="support pages" empty={null}>
        {({ items, total, more }) => (
          <PagedList what="support pages" shown={items.length} total={total} loadingMore={more === 'loading'} moreFailed={more === 'error'} onShowMore={results.showMore}>
            <ul className={styles.list}>
              {items.map((result) => (
                <li key={result.id.raw}>
                  <a href={result.data.url_path.raw} target="_blank" rel="noopener noreferrer">
                    {result.data.title.raw}<span className="rv-visually-hidden"> (opens in a new tab)</span>
                  </a>
                  <br />
                  <span className={styles.muted}>{result.data.category.raw}{result.data.meta_description.raw ? ` · ${result.data.meta_description.raw}` : ''}</span>
                </li>
              ))}
            </ul>
          </PagedList>
        )}
      </DataView>
    </GroupSection>
  );
}
