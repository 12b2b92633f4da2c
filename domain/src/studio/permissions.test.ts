import type { StaffRole } from '@rv/domain/auth';
import { STUDIO_PERMISSIONS } from './permissions';

/** Whether any of the roles is one the action allows (as the API's guard decides). */
const mayInStudio = (roles: readonly StaffRole[], action: keyof typeof STUDIO_PERMISSIONS) => (STUDIO_PERMISSIONS[action] as readonly StaffRole[]).some((role) => roles.includes(role));

describe('who may do what in the content studio', () => {
  it.each<[string, Parameters<typeof mayInStudio>[0], Record<'read' | 'edit' | 'publish' | 'admin', boolean>]>([
    ['an editor writes drafts but cannot publish', ['editor'], { read: true, edit: true, publish: false, admin: false }],
    ['a publisher who edits does both', ['editor', 'publisher'], { read: true, edit: true, publish: true, admin: false }],
    ['an admin reads and manages staff, and writes nothing', ['admin'], { read: true, edit: false, publish: false, admin: true }],
    ['the sales staff have no studio', ['sales'], { read: false, edit: false, publish: false, admin: false }],
  ])('%s', (_case, roles, expected) => {
    expect({ read: mayInStudio(roles, 'read'), edit: mayInStudio(roles, 'edit'), publish: mayInStudio(roles, 'publish'), admin: mayInStudio(roles, 'admin') }).toEqual(expected);
  });
});
