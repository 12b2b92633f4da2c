/** What other API modules use from the auth module; its tables stay its own. */
export { authGuards, currentDealer, ownsDealership, requireDealership, bearerToken, type AuthenticatedDealer, type AuthGuard } from './guards';
export { managedTeam, type ManagedTeam } from './team';
export { requireStaff } from './staff';
export { dealershipUsers, dealershipsOnPortal, type DealershipUser } from './repository';
export { BCRYPT_COST } from './passwords';
export { storeRecoveryCodes } from './second-factor';
export { StaffRoles, setStaffRoles } from './staff-admin';
