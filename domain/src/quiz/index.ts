/** @rv/domain/quiz: the React-free quiz rules shared by the API and the browser. */
export * from './quiz-constants';
export * from './quiz-questions';
export * from './quiz-filters';
