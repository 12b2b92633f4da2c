import type { StudioStatus } from '@rv/domain/content';

/** Every status a studio document can have, for the list's filter (kept out of @rv/domain/content, whose code is in every first load). */
export const STUDIO_STATUSES: readonly StudioStatus[] = ['draft', 'published', 'changed', 'scheduled', 'unpublished'];
