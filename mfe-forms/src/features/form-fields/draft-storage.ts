/**
 * What a person typed, kept in sessionStorage until the server acknowledges it ("never
 * lost"): a reload, a crash of the tab's page or a network failure leaves the draft in place. The
 * attempt's idempotency key is kept beside it so a retry can never be stored twice.
 */
export interface FormAttempt {
  key: string;
  /** The sent fields' fingerprint: a changed form is a new attempt with a new key. */
  fingerprint: string;
}

export interface FormDraft {
  values: Record<string, string>;
  attempt?: FormAttempt;
}

const PREFIX = 'rv-forms:draft:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the form still works, only without a draft.
    return null;
  }
}

export function readDraft(formKey: string): FormDraft | null {
  const raw = storage()?.getItem(PREFIX + formKey);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as FormDraft;
    return draft && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(formKey: string, draft: FormDraft): void {
  try {
    storage()?.setItem(PREFIX + formKey, JSON.stringify(draft));
  } catch {
    // A full storage must not stop the person typing.
  }
}

export function clearDraft(formKey: string): void {
  storage()?.removeItem(PREFIX + formKey);
}

/** A stable text for a set of fields, independent of key order. */
export function fingerprint(fields: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(fields).sort().map((k) => [k, fields[k]]));
}

function randomKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else bytes.forEach((_, i) => { bytes[i] = Math.floor(Math.random() * 256); });
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of this attempt: the stored one while the fields are unchanged, else a new one (stored). */
export function attemptKey(formKey: string, fields: Record<string, unknown>): string {
  const print = fingerprint(fields);
  const draft = readDraft(formKey) ?? { values: {} };
  if (draft.attempt?.fingerprint === print) return draft.attempt.key;
  const attempt = { key: `${formKey}-${randomKey()}`, fingerprint: print };
  writeDraft(formKey, { ...draft, attempt });
  return attempt.key;
}
