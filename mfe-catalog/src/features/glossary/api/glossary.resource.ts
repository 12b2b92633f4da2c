import { useMemo } from 'react';
import { cachedRead, fetchAllByType, useResource } from '@rv/shared-lib';
import { GLOSSARY_TYPE, sortGlossaryTerms, type GlossaryTerm, type GlossaryTermData } from '@rv/shared-lib/catalog';

export type Glossary = ReadonlyMap<string, GlossaryTerm>;

/**
 * Every glossary term, alphabetically. A plain list, so a page the server draws carries it (a Map could not
 * be sent with the page, and the glossary would load again in the browser). One request serves every
 * tooltip on the page; a failure is retried next time.
 */
function loadGlossaryTerms(): Promise<GlossaryTerm[]> {
  return cachedRead('glossary', () => fetchAllByType<GlossaryTermData>(GLOSSARY_TYPE).then(
    (docs) => sortGlossaryTerms(docs.filter((d) => d.uid).map((d) => ({ ...d.data, uid: d.uid! }))),
  ));
}

/** The glossary by term uid, in alphabetical order. */
export function useGlossary() {
  const resource = useResource('glossary', loadGlossaryTerms);
  const byUid = useMemo<Glossary | null>(() => resource.data && new Map(resource.data.map((t) => [t.uid, t])), [resource.data]);
  return resource.status === 'success' ? { ...resource, data: byUid! } : { ...resource, data: null };
}
