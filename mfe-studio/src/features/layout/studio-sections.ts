import type { SignedInStaff, StaffRole } from '@rv/domain/auth';

/** Who works on the site's content: the content and media areas and every document's page. */
export const CONTENT_ROLES: readonly StaffRole[] = ['editor', 'publisher', 'admin'];

/** One link per area of the studio, in the nav's order, with the roles that may use it. */
export const STUDIO_SECTIONS: ReadonlyArray<{ label: string; path: string; roles: readonly StaffRole[] }> = [
  { label: 'Content', path: '/studio/content', roles: CONTENT_ROLES },
  { label: 'Media', path: '/studio/media', roles: CONTENT_ROLES },
  { label: 'Programs', path: '/studio/programs', roles: ['program', 'admin'] },
  { label: 'Audit', path: '/studio/audit', roles: ['admin'] },
  { label: 'Staff', path: '/studio/staff', roles: ['admin'] },
];

/** The sections a staff member's roles open. */
export const sectionsFor = (staff: Pick<SignedInStaff, 'roles'> | null) =>
  STUDIO_SECTIONS.filter((section) => !!staff && section.roles.some((role) => staff.roles.includes(role)));

export const SIGN_IN_PATH = '/studio/sign-in';

/** The sign-in page's address that comes back to `path` once signed in. */
export const signInPathFor = (path: string) => `${SIGN_IN_PATH}?${new URLSearchParams({ next: path })}`;

/** Where to go after signing in: a studio page named by `next`, else the studio's start; never another site. */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/studio(\/[\w-]|$|\?)/.test(next) ? next : '/studio';
}
