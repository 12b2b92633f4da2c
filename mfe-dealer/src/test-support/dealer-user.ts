import type { LoggedInUser } from '@rv/shared-lib';
import { testJwt } from '@rv/shared-lib/testing';

/** A dealer's token that has not expired; the portal only reads its claims. */
export const liveToken = (sub = 'demo.sales') => testJwt({ sub, roles: ['DEALER'], exp: Math.floor(Date.now() / 1000) + 900 });

/** demo.sales of the seed (api/src/modules/auth/DEMO-ACCOUNTS.md), with overrides. */
export function dealerUser(fields: Partial<LoggedInUser> = {}, disableSpiffs = 'false'): LoggedInUser {
  return {
    username: 'demo.sales', guid: 'guid-sales', firstName: 'Dana', lastName: 'Reyes', email: 'demo.sales@dealers.example.com', manager: false,
    token: liveToken(), refresh_token: 'refresh-1',
    organizations: [{
      dealershipNumber: 'D1001', dealershipName: 'Blue Compass RV of Kalispell', brandList: 'CG,MO',
      attributes: [{ code: 'DISABLE_SPIFFS', value: disableSpiffs, name: 'Disable Spiffs', sequence: 1 }],
      addresses: [{ street: '1 Main St', city: 'Kalispell', state: 'MT', zip: '59901', country: 'US' }],
    }],
    attributes: [{ code: 'NORTHPASS_USER_ID', value: 'np-1', name: 'Northpass User Id', sequence: 1 }],
    ...fields,
  };
}
