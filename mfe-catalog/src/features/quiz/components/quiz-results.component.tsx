import { Link } from '@rv/shared-lib/router';
import { routeHelpers, type ResourceState } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import type { QuizResults as Results } from '../api/quiz-search.resource';
import { FloorplanCard } from '../../floorplan-card/components/floorplan-card.component';
import styles from '../quiz.module.css';

/** The results page: matching brands (to their floorplan lists) and floorplan cards. */
export function QuizResults({ results }: { results: ResourceState<Results> & { reload(): void } }) {
  if (results.status === 'loading') return <p role="status">Finding your matches…</p>;
  if (results.status === 'error') {
    return <div role="alert"><p>Your matches could not be loaded.</p><Button theme="secondary" size="sm" onClick={results.reload}>Try again</Button></div>;
  }
  const { models, brands, total } = results.data;
  return (
    <section aria-labelledby="quiz-results">
      <h1 id="quiz-results">Your matches</h1>
      {total === 0 ? (
        <p>No floorplan matches every answer. Try changing an earlier answer, or <Link to={routeHelpers.consumerProductSearchPath()}>browse all floorplans</Link>.</p>
      ) : (
        <>
          <h2>Brands</h2>
          <ul className={styles.brands}>
            {brands.map((b) => <li key={b.uniqueId}><Link to={routeHelpers.floorplans(b.slug, b.typeClassSlug)}>{b.name} {b.typeClass} ({b.modelCount})</Link></li>)}
          </ul>
          <h2>Floorplans</h2>
          {total > models.length ? <p>Showing the {models.length} lowest-priced of {total} matches.</p> : null}
          <div className={styles.answers}>
            {models.map((m) => <FloorplanCard key={m.uniqueId} model={m} />)}
          </div>
        </>
      )}
    </section>
  );
}
