import type { ComponentType } from 'react';
import { loadExposedComponent, type LeadFormProps } from '@rv/shared-lib';

/** The lead form mfe-forms exposes; rejects when that remote is down (the caller shows a fallback). */
export async function loadLeadForm(): Promise<{ default: ComponentType<LeadFormProps> }> {
  return { default: await loadExposedComponent('mfe-forms', 'lead-form') };
}
