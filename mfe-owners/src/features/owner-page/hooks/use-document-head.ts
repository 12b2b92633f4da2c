import { useEffect } from 'react';
import { readRuntimeConfig, type ContentDocument } from '@rv/shared-lib';
import { documentDescription, documentImage } from '@rv/shared-lib/seo/document-head';
import { pageTitle } from '@rv/shared-lib/seo/page-heads';

/**
 * An owner page's head once its document has loaded: "<title> | <company>", its description and image,
 * canonical at the page's own path, as the server writes it, so client navigation leaves nothing of the
 * previous page's head behind. `title` overrides the document's own (the brand page's "<brand> Owners").
 */
export function useDocumentHead(doc: ContentDocument<unknown> | null | undefined, title?: string): void {
  useEffect(() => {
    if (!doc) return;
    const data = (doc.data ?? {}) as Record<string, unknown>;
    const name = title ?? (typeof data.title === 'string' ? data.title : '');
    const { companyName } = readRuntimeConfig();
    const head = { title: pageTitle(name, companyName), description: documentDescription(data), image: documentImage(data), path: window.location.pathname };
    // The writer loads after the page has drawn, as every page head does (not part of a first load).
    void import('@rv/shared-lib/seo/write-page-head').then(({ writePageHead }) => writePageHead(head, companyName));
  }, [doc, title]);
}
