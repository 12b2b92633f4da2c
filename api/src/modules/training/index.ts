/** What other API modules use from the training module; its tables stay its own. */
export { learningIdsOf } from './repository';
