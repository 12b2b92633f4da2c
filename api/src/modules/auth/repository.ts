import type { Database } from '../../db/database';
import type { Attribute, DealerUser, Organization, OrganizationAddress } from '@rv/domain/auth';
import { MANAGER_USER_TYPE } from '@rv/domain/auth';
import { usernameKey } from '@rv/domain/account';

/** A users row as the auth module needs it. */
export interface UserRecord {
  id: number;
  guid: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: string;
  passwordHash: string | null;
  registered: boolean;
}

const userColumns = `id, guid, username, email, first_name, last_name, user_type, password_hash, registered_at`;

function toUser(row: Record<string, unknown>): UserRecord {
  return {
    id: Number(row.id),
    guid: String(row.guid),
    username: String(row.username),
    email: String(row.email),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    userType: String(row.user_type),
    passwordHash: (row.password_hash as string | null) ?? null,
    registered: row.registered_at !== null && row.password_hash !== null,
  };
}

/** The user whose username has the same key (usernameKey: NFKC, then lower case, made here, never by SQL). */
export async function findUserByUsername(db: Database, username: string): Promise<UserRecord | null> {
  const { rows } = await db.query(`SELECT ${userColumns} FROM users WHERE username_key = $1`, [usernameKey(username)]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserById(db: Database, id: number): Promise<UserRecord | null> {
  const { rows } = await db.query(`SELECT ${userColumns} FROM users WHERE id = $1`, [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

const toAttribute = (row: Record<string, unknown>): Attribute => ({
  code: String(row.code), value: String(row.value), name: String(row.name), sequence: Number(row.sequence),
});

/** The user as the spec's logged-in user: organizations in order (own dealership first), attributes. */
export async function loadDealerUser(db: Database, user: UserRecord): Promise<DealerUser> {
  const [orgs, userAttrs] = await Promise.all([
    db.query(
      `SELECT o.id, o.dealership_number, o.dealership_name, o.brand_codes, o.addresses
       FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id
       WHERE uo.user_id = $1 ORDER BY uo.sequence, o.dealership_number`,
      [user.id],
    ),
    db.query('SELECT code, value, name, sequence FROM user_attributes WHERE user_id = $1 ORDER BY sequence, code', [user.id]),
  ]);
  const orgIds = orgs.rows.map((r) => Number(r.id));
  const orgAttrs = orgIds.length
    ? (await db.query('SELECT organization_id, code, value, name, sequence FROM organization_attributes WHERE organization_id = ANY($1) ORDER BY sequence, code', [orgIds])).rows
    : [];
  const organizations: Organization[] = orgs.rows.map((r) => ({
    dealershipNumber: String(r.dealership_number),
    dealershipName: String(r.dealership_name),
    brandList: (r.brand_codes as string[]).join(','),
    attributes: orgAttrs.filter((a) => Number(a.organization_id) === Number(r.id)).map(toAttribute),
    addresses: r.addresses as OrganizationAddress[],
  }));
  return {
    username: user.username,
    guid: user.guid,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    manager: user.userType === MANAGER_USER_TYPE,
    organizations,
    attributes: userAttrs.rows.map(toAttribute),
  };
}

export async function updateNames(db: Database, userId: number, names: { firstName?: string; lastName?: string }): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), updated_at = now() WHERE id = $1`,
    [userId, names.firstName ?? null, names.lastName ?? null],
  );
}

/** Sets (or changes) the password; the first time also completes registration. */
export async function setPasswordHash(db: Database, userId: number, hash: string): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, registered_at = coalesce(registered_at, now()), password_changed_at = now(), updated_at = now()
     WHERE id = $1`,
    [userId, hash],
  );
}

export async function upsertUserAttribute(db: Database, userId: number, attribute: Omit<Attribute, 'sequence'>): Promise<void> {
  await db.query(
    `INSERT INTO user_attributes (user_id, code, value, name, sequence)
     VALUES ($1, $2, $3, $4, (SELECT coalesce(max(sequence), 0) + 1 FROM user_attributes WHERE user_id = $1))
     ON CONFLICT (user_id, code) DO UPDATE SET value = EXCLUDED.value`,
    [userId, attribute.code, attribute.value, attribute.name],
  );
}

/** Users sharing a dealership with the manager (the manager's team), managers excluded. */
export async function findManagedUsers(db: Database, managerId: number): Promise<UserRecord[]> {
  const { rows } = await db.query(
    `SELECT DISTINCT ${userColumns.split(', ').map((c) => `u.${c}`).join(', ')}
     FROM user_organizations mine
     JOIN user_organizations theirs ON theirs.organization_id = mine.organization_id AND theirs.user_id <> mine.user_id
     JOIN users u ON u.id = theirs.user_id
     WHERE mine.user_id = $1 AND u.user_type <> $2
     ORDER BY u.username`,
    [managerId, MANAGER_USER_TYPE],
  );
  return rows.map(toUser);
}

export interface DealershipUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  manager: boolean;
}

/** The registered users whose dealerships include this one (for leads: who may be assigned and notified). */
export async function dealershipUsers(db: Database, dealershipNumber: string): Promise<DealershipUser[]> {
  const { rows } = await db.query<{ id: string; username: string; first_name: string; last_name: string; email: string; user_type: string }>(
    `SELECT u.id, u.username, u.first_name, u.last_name, u.email, u.user_type
     FROM organizations o JOIN user_organizations uo ON uo.organization_id = o.id JOIN users u ON u.id = uo.user_id
     WHERE o.dealership_number = $1 AND u.registered_at IS NOT NULL ORDER BY u.id`,
    [dealershipNumber],
  );
  return rows.map((r) => ({
    id: Number(r.id), username: r.username, firstName: r.first_name, lastName: r.last_name, email: r.email, manager: r.user_type === MANAGER_USER_TYPE,
  }));
}

/** Which of these dealer numbers have a portal dealership (someone there can read a lead). */
export async function dealershipsOnPortal(db: Database, dealerNumbers: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ dealership_number: string }>('SELECT dealership_number FROM organizations WHERE dealership_number = ANY($1)', [dealerNumbers]);
  return new Set(rows.map((r) => r.dealership_number));
}
