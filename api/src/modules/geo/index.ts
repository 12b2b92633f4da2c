/** What other API modules use from the geo module; its tables stay its own. */
export { milesFromSql } from './repository';
