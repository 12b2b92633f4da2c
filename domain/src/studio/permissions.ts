import type { StaffRole } from '@rv/domain/auth';

/**
 * Who may do what in the content studio: editors write drafts, publishers publish, unpublish, schedule
 * and roll back, admins read the audit and manage staff accounts. Reading documents is for all three.
 */
export const STUDIO_PERMISSIONS = {
  read: ['editor', 'publisher', 'admin'],
  edit: ['editor'],
  publish: ['publisher'],
  admin: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
