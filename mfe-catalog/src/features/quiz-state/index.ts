/** The Get Matched quiz state (only this remote uses it) (consumer spec: entities and fields; states and transitions; constants and limits); tow vehicles and the tow match are in /towing. */
export * from '@rv/domain/quiz';
export * from './quiz-state';
