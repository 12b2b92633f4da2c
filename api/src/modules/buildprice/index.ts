/** What other API modules use from the buildprice module; its tables stay its own. */
export { buildSummaryForLead } from './lead-summary';
