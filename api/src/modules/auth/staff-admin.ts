import { Type } from '@sinclair/typebox';
import { STAFF_ACCOUNT_SCHEMA } from '@rv/domain/account';
import { STAFF_ROLES, isStaffRole, type StaffRole } from '@rv/domain/auth';
import type { StudioStaffAccount } from '@rv/domain/content';
import type { ApiPlugin } from '../../app-types';
import type { Database } from '../../db/database';
import { checkBody } from '../../http/body-schema';
import { HttpError, notFound } from '../../http/errors';
import { hashPassword } from './passwords';
import { requireStaff } from './staff';

/**
 * Staff accounts as admins manage them (under /api/studio/staff): list and create here; a change of roles
 * is the studio's route (it records the change in the studio's audit) over `setStaffRoles`.
 */

interface AccountRow { username: string; display_name: string; email: string; roles: string[]; totp_confirmed_at: Date | null }

const toAccount = (row: AccountRow): StudioStaffAccount => ({
  username: row.username, displayName: row.display_name, email: row.email, roles: row.roles.filter(isStaffRole), secondFactor: row.totp_confirmed_at !== null,
});
const COLUMNS = 'username, display_name, email, roles, totp_confirmed_at';
/** A staff account's roles in a request body: one or more, each once. */
export const StaffRoles = Type.Array(Type.Union(STAFF_ROLES.map((role) => Type.Literal(role))), { minItems: 1, maxItems: STAFF_ROLES.length, uniqueItems: true });

export const staffAdminRoutes: ApiPlugin = async (app, ctx) => {
  const admin = { preHandler: requireStaff(ctx, 'admin') };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/studio/staff', admin, async () => ({
    results: (await ctx.db.query<AccountRow>(`SELECT ${COLUMNS} FROM staff_accounts ORDER BY lower(username)`)).rows.map(toAccount),
  }));

  app.post('/studio/staff', {
    ...admin,
    schema: { body: Type.Object({ username: Type.String({ maxLength: 200 }), displayName: Type.String({ maxLength: 200 }), email: Type.String({ maxLength: 320 }), password: Type.String({ maxLength: 200 }), roles: StaffRoles }) },
  }, async (request, reply) => {
    const account = checkBody(STAFF_ACCOUNT_SCHEMA, request.body);
    const { rows } = await ctx.db.query<AccountRow>(
      `INSERT INTO staff_accounts (username, display_name, email, password_hash, roles)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM staff_accounts WHERE lower(username) = lower($1)) RETURNING ${COLUMNS}`,
      [account.username, account.displayName, account.email, await hashPassword(account.password), request.body.roles]);
    if (!rows[0]) throw new HttpError(409, `A staff account named "${account.username}" exists already.`, 'username');
    return reply.status(201).send(toAccount(rows[0]));
  });
};

/**
 * Sets a staff account's roles, in the caller's transaction: the roles it had and the account now. An admin
 * cannot take the admin role from themselves (409); no such account is a 404.
 */
export async function setStaffRoles(db: Database, by: string, username: string, roles: StaffRole[]): Promise<{ before: StaffRole[]; account: StudioStaffAccount }> {
  if (username.toLowerCase() === by.toLowerCase() && !roles.includes('admin')) {
    throw new HttpError(409, 'An admin cannot take the admin role from themselves; another admin can.', 'roles');
  }
  const { rows: found } = await db.query<{ roles: string[] }>('SELECT roles FROM staff_accounts WHERE lower(username) = lower($1) FOR UPDATE', [username]);
  if (!found[0]) throw notFound(`No staff account named "${username}".`);
  const { rows } = await db.query<AccountRow>(`UPDATE staff_accounts SET roles = $2 WHERE lower(username) = lower($1) RETURNING ${COLUMNS}`, [username, roles]);
  return { before: found[0].roles.filter(isStaffRole), account: toAccount(rows[0]) };
}
