/** What other API modules use from the leads module; its tables stay its own. */
export { routeLead } from './routing';
export { anonymiseExpiredLeads, firstContactCheck } from './service';
export { FIRST_CONTACT_TOPIC } from './routing';
