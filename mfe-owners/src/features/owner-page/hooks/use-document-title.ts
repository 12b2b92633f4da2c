import { useEffect } from 'react';
import { readRuntimeConfig } from '@rv/shared-lib';

/** The tab title of an owner page: "<title> | <company>" once the document has loaded. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${readRuntimeConfig().companyName}`;
  }, [title]);
}
