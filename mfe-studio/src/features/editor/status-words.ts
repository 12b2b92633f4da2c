import type { StudioStatus } from '@rv/domain/content';

/** Where a document stands, in words; every status the API answers has its words (the type sees to it). */
export const STATUS_WORDS: Record<StudioStatus, string> = {
  draft: 'Draft: never published',
  published: 'Published',
  changed: 'Published, with newer saved changes',
  scheduled: 'Scheduled',
  unpublished: 'Taken off the site',
};
