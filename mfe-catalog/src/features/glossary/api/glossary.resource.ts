import { cachedRead, fetchAllByType, useResource } from '@rv/shared-lib';
import { GLOSSARY_TYPE, sortGlossaryTerms, type GlossaryTerm, type GlossaryTermData } from '@rv/shared-lib/catalog';

export type Glossary = ReadonlyMap<string, GlossaryTerm>;

/** Every glossary term by uid, alphabetically. One request serves every tooltip on the page; a failure is retried next time. */
export function loadGlossary(): Promise<Glossary> {
  return cachedRead('glossary', () => fetchAllByType<GlossaryTermData>(GLOSSARY_TYPE).then(
    (docs) => new Map(sortGlossaryTerms(docs.filter((d) => d.uid).map((d) => ({ ...d.data, uid: d.uid! }))).map((t) => [t.uid, t])),
  ));
}

export function useGlossary() {
  return useResource('glossary', loadGlossary);
}
