import { Type } from '@sinclair/typebox';
import { STUDIO_PERMISSIONS } from '@rv/domain/studio';
import type { ApiContext, TypedApp } from '../../../app-types';
import { StaffRoles, requireStaff, setStaffRoles } from '../../auth';
import { audit } from './repository';

/** How a set of roles reads in the audit: "editor, publisher", or "none". */
const rolesWords = (roles: readonly string[]) => (roles.length ? [...roles].sort().join(', ') : 'none');

/**
 * PATCH /studio/staff/:username: an admin changes a staff member's roles, recorded in the studio's audit in
 * the same transaction (who changed whose roles, from what to what), since roles decide who may publish.
 */
export async function staffRoleRoutes(app: TypedApp, ctx: ApiContext): Promise<void> {
  app.patch('/studio/staff/:username', {
    preHandler: requireStaff(ctx, STUDIO_PERMISSIONS.admin),
    schema: { params: Type.Object({ username: Type.String({ maxLength: 200 }) }), body: Type.Object({ roles: StaffRoles }) },
  }, async (request) => {
    const actor = request.staff!.username;
    return ctx.db.transaction(async (tx) => {
      const { before, account } = await setStaffRoles(tx, actor, request.params.username, request.body.roles);
      if (rolesWords(before) !== rolesWords(account.roles)) {
        await audit(tx, { actor, action: 'roles-changed', documentId: null, version: null, subject: account.username, detail: `from ${rolesWords(before)} to ${rolesWords(account.roles)}` });
      }
      return account;
    });
  });
}
