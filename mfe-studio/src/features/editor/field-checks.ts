import type { AnyLink, ImageField } from '@rv/domain/content';
import type { FieldKind } from './block-editors';

/** What the editor says at once of a field the API would refuse: an image without alt text, a link to a document that is gone. */
export const FIELD_MESSAGES = {
  altRequired: 'Alt text is required: describe the image for people who cannot see it.',
  brokenLink: 'This link points at a document that no longer exists: choose another page.',
} as const;

export function fieldProblem(spec: Pick<FieldKind, 'kind'>, value: unknown): string | null {
  if (spec.kind === 'image') {
    const image = value as ImageField | null;
    return image?.url && !image.alt?.trim() ? FIELD_MESSAGES.altRequired : null;
  }
  if (spec.kind === 'document' || spec.kind === 'link') {
    const link = value as (AnyLink & { isBroken?: boolean }) | null;
    return link?.isBroken ? FIELD_MESSAGES.brokenLink : null;
  }
  return null;
}
