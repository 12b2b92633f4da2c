/** The Get Matched quiz and the product advisor's tow match (spec consumer §3, §4, §9). */
export * from './quiz-constants';
export * from './quiz-questions';
export * from './quiz-state';
export * from './tow-match';
