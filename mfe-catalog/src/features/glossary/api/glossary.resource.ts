import { fetchAllByType, useResource } from '@rv/shared-lib';
import { GLOSSARY_TYPE, sortGlossaryTerms, type GlossaryTerm, type GlossaryTermData } from '@rv/shared-lib/catalog';

export type Glossary = ReadonlyMap<string, GlossaryTerm>;

let pending: Promise<Glossary> | null = null;

/** Every glossary term by uid, alphabetically. One request serves every tooltip on the page; a failure is retried next time. */
export function loadGlossary(): Promise<Glossary> {
  pending ??= fetchAllByType<GlossaryTermData>(GLOSSARY_TYPE).then(
    (docs) => new Map(sortGlossaryTerms(docs.filter((d) => d.uid).map((d) => ({ ...d.data, uid: d.uid! }))).map((t) => [t.uid, t])),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Forgets the loaded glossary (tests). */
export function resetGlossaryCache(): void {
  pending = null;
}

export function useGlossary() {
  return useResource('glossary', loadGlossary);
}
