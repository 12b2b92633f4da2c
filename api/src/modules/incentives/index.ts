/** What the incentives module offers other modules (its tables stay its own): the program line's shape, the claim
 * rule's checks on a locked line, and the team's lines and figures for the manager. */
export { colleagueDetailsVisible, salespersonFigures, setColleagueDetailsVisible, teamLines, type SalespersonFigures, type TeamLine } from './team-lines';
export { ClaimResultSchema, ProgramLineSchema, errorResponses } from './schemas';
export { findLineRow, numbersOf, presentLines, requireClaimable, requireSpiffsEnabled, type ProgramLineRow } from './service';
