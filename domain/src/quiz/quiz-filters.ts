import type { SearchFilters } from '../catalog/catalog-types';
import { coolWeatherBrandReferenceIds, QUIZ_BOUNDS } from './quiz-constants';
import { QUIZ_QUESTIONS, type QuizFilterModel, type QuizQuestion } from './quiz-questions';

/** Chosen answer ids by question id; kept in the URL so a result can be shared. */
export type QuizAnswers = Readonly<Record<string, readonly string[]>>;

const clamp = (v: number, { min, max }: { min: number; max: number }) => Math.min(Math.max(v, min), max);

/** The filter model of the answers given, question by question in order. */
export function quizFilterModel(answers: QuizAnswers, questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): QuizFilterModel {
  return questions.reduce<QuizFilterModel>((model, q) => {
    const chosen = answers[q.id]?.filter((a) => q.answers.some((o) => o.id === a)) ?? [];
    return chosen.length ? q.apply(model, chosen) : model;
  }, {});
}

const FEATURE_FLAGS = ['toy_hauler', 'bunkhouse', 'fireplace', 'king_bed', 'kitchen_island', 'outdoor_kitchen', 'private_second_bedroom', 'solar_power_system', 'washerdryer_prep', 'awnings'] as const;

/**
 * The search filters of a quiz filter model: ranges clamped to the quiz bounds of spec (constants and limits). A "no" to
 * toy haulers leaves them out (the named filter model.toyHauler false): a facet flag only ever narrows to the ones that have it.
 */
export function quizSearchFilters(model: QuizFilterModel): SearchFilters {
  const filters: SearchFilters = { model: { showOnWeb: true, active: true, ...(model.toy_hauler === false ? { toyHauler: false } : {}) } };
  if (model.sleeps) filters['models.sleeps'] = { from: clamp(model.sleeps.from, QUIZ_BOUNDS.sleeps), to: clamp(model.sleeps.to, QUIZ_BOUNDS.sleeps) };
  if (model.weight) filters['models.weight'] = { from: clamp(model.weight.from, QUIZ_BOUNDS.weight), to: clamp(model.weight.to, QUIZ_BOUNDS.weight) };
  if (model.price) filters['models.price'] = { from: clamp(model.price.from, QUIZ_BOUNDS.price), to: clamp(model.price.to, QUIZ_BOUNDS.price) };
  if (model.type) filters['models.type'] = [model.type];
  if (model.brand?.length) filters['models.brand'] = model.brand;
  for (const flag of FEATURE_FLAGS) if (model[flag]) filters[`models.${flag}`] = true;
  if (model.seasons === 'all-season') filters.brand = { referenceId: coolWeatherBrandReferenceIds() };
  return filters;
}
