/** @rv/shared-lib/quiz: the Get Matched quiz (spec consumer §3, §4, §9); tow vehicles and the tow match are in /towing. */
export * from './quiz-constants';
export * from './quiz-questions';
export * from './quiz-state';
