import type { ComponentType } from 'react';
import { loadExposedComponent } from '@rv/shared-lib';

/** Props of mfe-forms' exposed `./lead-form` that a build uses (its source is never imported here). */
export interface LeadFormProps {
  variant?: 'quote' | 'dealer';
  brand?: string;
  headingLevel?: 2 | 3;
  dealer?: { dealerNumber: string; name: string };
  /** The saved build sent with the lead. */
  buildToken?: string;
  /** The dealer-stock unit the build was matched to. */
  vin?: string;
}

/** The lead form mfe-forms exposes; rejects when that remote is down (the caller shows a fallback). */
export async function loadLeadForm(): Promise<{ default: ComponentType<LeadFormProps> }> {
  return { default: await loadExposedComponent<LeadFormProps>('mfe-forms', 'lead-form') };
}
