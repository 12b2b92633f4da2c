import { inSpan } from '../tracing/tracing';
import { searchDuration, startTimer } from './metrics';

type Engine = 'catalog_models' | 'catalog_brands' | 'site_search' | 'site_suggestions';

/** A search made for a request (not one the response cache answered): timed by engine, in a span when tracing. */
export function timedSearch<T>(engine: Engine, work: () => Promise<T>): Promise<T> {
  return inSpan('search', { 'rv.search_engine': engine }, async () => {
    const done = startTimer(searchDuration);
    const answer = await work();
    done({ engine });
    return answer;
  });
}
