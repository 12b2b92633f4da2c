import { cachedRead } from '@rv/shared-lib';
import { searchBrands, searchModels, type Brand, type Model, type SearchFilters } from '@rv/shared-lib/catalog';
import { FLOORPLAN_CARD_SPECS } from '../../floorplan-card/card-specs';

/** Spec (the calls): the quiz's brand and model searches take 100 results. */
export const QUIZ_SEARCH_SIZE = 100;

export interface QuizResults { models: Model[]; total: number; brands: Brand[] }

/** The brand and model searches of one set of answers (page 1). */
export async function fetchQuizResults(filters: SearchFilters): Promise<QuizResults> {
  const [models, brands] = await Promise.all([
    searchModels({ size: QUIZ_SEARCH_SIZE, filters, modelSpecifications: [...FLOORPLAN_CARD_SPECS], sort: [{ field: 'price', order: 'asc' }] }),
    searchBrands({ size: QUIZ_SEARCH_SIZE, filters }),
  ]);
  return { models: models.docs, total: models.total.value, brands: brands.docs };
}

/**
 * How many floorplans a probe's filters find. Answers repeat between steps, so each distinct set of
 * filters is asked once per page; a failure is forgotten so the next step asks again.
 */
export function countFloorplans(filters: SearchFilters): Promise<number> {
  return cachedRead(`floorplan-count:${JSON.stringify(filters)}`, () => searchModels({ size: 0, filters, modelSpecifications: [] }).then((r) => r.total.value));
}
