import { useEffect } from 'react';
import { readRuntimeConfig } from '@rv/shared-lib';
import type { HeadNames, PageHeadInfo, ToolHead } from './page-heads';

/** A page's head, written when it shows and again when what it says changes (null: not known yet). */
export function usePageHead(head: PageHeadInfo | null, companyName: string): void {
  const key = head ? JSON.stringify(head) : null;
  useEffect(() => {
    // The writer loads after the page has drawn: no page's first load carries it (first-load budgets).
    if (head) void import('./write-page-head').then(({ writePageHead }) => writePageHead(head, companyName));
    // The serialised head is the identity of what is written.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, companyName]);
}

/**
 * A tool page's head (one of page-heads.ts's functions) from its route params; `names` gives the brand
 * and type names the page shows, when it knows them better than their slugs.
 */
export function useToolHead(head: ToolHead, params: Record<string, string>, names: Omit<HeadNames, 'companyName'> = {}): void {
  const { companyName } = readRuntimeConfig();
  usePageHead(head(params, { companyName, ...names }), companyName);
}
