import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Props of mfe-forms' exposed `./lead-form` that a build uses (its source is never imported here). */
export interface LeadFormProps { variant?: 'quote' | 'dealer'; brand?: string; headingLevel?: 2 | 3 }

const FORMS_REMOTE = 'mfe-forms';
let registration: Promise<void> | null = null;

/** Learns where mfe-forms lives from the shell's /remotes.json, so a forms release needs no catalogue rebuild. */
function registerForms(): Promise<void> {
  registration ??= fetch('/remotes.json')
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`remotes.json answered ${response.status}`))))
    .then((file: Record<string, { name: string; entry: string } | undefined>) => {
      const location = file[FORMS_REMOTE];
      if (!location) throw new Error(`${FORMS_REMOTE} is not listed in remotes.json`);
      registerRemotes([{ name: location.name, entry: location.entry }]);
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/** The lead form mfe-forms exposes; rejects when that remote is down (the caller shows a fallback). */
export async function loadLeadForm(): Promise<{ default: ComponentType<LeadFormProps> }> {
  await registerForms();
  const module = await loadRemote<{ default: ComponentType<LeadFormProps> }>('mfe_forms/lead-form');
  if (!module?.default) throw new Error('mfe_forms/lead-form did not load');
  return { default: module.default };
}
