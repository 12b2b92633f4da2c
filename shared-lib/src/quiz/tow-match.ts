/** The API's deep import path (@rv/shared-lib/quiz/tow-match); the code lives in the towing entry. Not for remotes. */
export * from '../towing/tow-match';
