import { TOW_VEHICLES } from '@rv/domain/towing';
import { PRICE_ANSWERS, sleepsRange, weightCap, type SleepsRange } from './quiz-constants';

/** The quiz filter model of consumer spec (entities and fields). */
export interface QuizFilterModel {
  new_rv_owner?: boolean;
  sleeps?: SleepsRange;
  brand?: string[];
  type?: string;
  toy_hauler?: boolean;
  weight?: { from: number; to: number };
  bunkhouse?: boolean;
  fireplace?: boolean;
  king_bed?: boolean;
  kitchen_island?: boolean;
  outdoor_kitchen?: boolean;
  private_second_bedroom?: boolean;
  solar_power_system?: boolean;
  washerdryer_prep?: boolean;
  awnings?: boolean;
  price?: { from: number; to: number };
  seasons?: 'three-season' | 'all-season';
}

export type MustHaveFeature = 'bunkhouse' | 'fireplace' | 'king_bed' | 'kitchen_island' | 'outdoor_kitchen'
  | 'private_second_bedroom' | 'solar_power_system' | 'washerdryer_prep' | 'awnings';

export interface QuizAnswerOption { id: string; label: string }

export interface QuizQuestion {
  /** The URL step (`/get-matched/{id}`) and the query key holding the answer. */
  id: string;
  title: string;
  hint?: string;
  /** Must-have features take several answers; every other question takes one. */
  multiple?: boolean;
  answers: readonly QuizAnswerOption[];
  /** Sets this question's part of the filter model from its chosen answer ids. */
  apply(model: QuizFilterModel, answerIds: readonly string[]): QuizFilterModel;
}

const YES_NO = [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }];

export const MUST_HAVE_FEATURES: ReadonlyArray<{ id: MustHaveFeature; label: string }> = [
  { id: 'bunkhouse', label: 'Bunkhouse' },
  { id: 'fireplace', label: 'Fireplace' },
  { id: 'king_bed', label: 'King bed' },
  { id: 'kitchen_island', label: 'Kitchen island' },
  { id: 'outdoor_kitchen', label: 'Outdoor kitchen' },
  { id: 'private_second_bedroom', label: 'Private second bedroom' },
  { id: 'solar_power_system', label: 'Solar power system' },
  { id: 'washerdryer_prep', label: 'Washer/dryer prep' },
  { id: 'awnings', label: 'Power awning' },
];

/** The sleeps answers; '1-2' reads as 2 to 5 through the sleeps rule. */
export const SLEEPS_ANSWERS: readonly QuizAnswerOption[] = ['1-2', '3-4', '5-6', '7-8', '9-14'].map((id) => ({ id, label: `${id.replace('-', ' to ')} people` }));

/** The questions in order (spec: states and transitions: the quiz starts at question 1). */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'new-owner', title: 'Are you a new RV owner?', answers: YES_NO,
    apply: (m, [a]) => ({ ...m, new_rv_owner: a === 'yes' }),
  },
  {
    id: 'tow-vehicle', title: 'What will you tow with?', hint: 'We keep to floorplans your vehicle class can pull.',
    answers: TOW_VEHICLES.map(({ id, label }) => ({ id, label })),
    apply: (m, [a]) => ({ ...m, weight: { from: 0, to: weightCap(a) } }),
  },
  {
    id: 'sleeps', title: 'How many people will sleep in it?', answers: SLEEPS_ANSWERS,
    apply: (m, [a]) => {
      const sleeps = sleepsRange(a);
      return sleeps ? { ...m, sleeps } : m;
    },
  },
  {
    id: 'budget', title: 'What is your budget?', answers: PRICE_ANSWERS.map(({ id, label }) => ({ id, label })),
    apply: (m, [a]) => {
      const price = PRICE_ANSWERS.find((p) => p.id === a);
      return price ? { ...m, price: { from: price.from, to: price.to } } : m;
    },
  },
  {
    id: 'type', title: 'Which type of RV?',
    answers: [{ id: 'travel-trailers', label: 'Travel trailer' }, { id: 'fifth-wheels', label: 'Fifth wheel' }],
    apply: (m, [a]) => ({ ...m, type: a }),
  },
  {
    id: 'toy-hauler', title: 'Do you need a garage for toys?', answers: YES_NO,
    // "No" leaves toy haulers out (seen on a walk of the site: "no" still listed three).
    apply: (m, [a]) => ({ ...m, toy_hauler: a === 'yes' }),
  },
  {
    id: 'seasons', title: 'When will you camp?',
    answers: [{ id: 'three-season', label: 'Spring to fall' }, { id: 'all-season', label: 'All year, cold weather too' }],
    apply: (m, [a]) => ({ ...m, seasons: a === 'all-season' ? 'all-season' : 'three-season' }),
  },
  {
    id: 'features', title: 'Any must-have features?', hint: 'Choose as many as you like.', multiple: true, answers: MUST_HAVE_FEATURES,
    apply: (m, ids) => ({ ...m, ...Object.fromEntries(ids.filter((id) => MUST_HAVE_FEATURES.some((f) => f.id === id)).map((id) => [id, true])) }),
  },
];

export function questionIndex(id: string): number {
  return QUIZ_QUESTIONS.findIndex((q) => q.id === id);
}
