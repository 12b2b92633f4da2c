import { Tooltip } from '@rv/ui-kit';
import { GLOSSARY_TERM_BY_SPEC, type GlossaryTerm } from '@rv/shared-lib/catalog';
import { useGlossary } from '../api/glossary.resource';

/** The button's name: what a screen reader announces before the definition. */
export const glossaryTipLabel = (term: Pick<GlossaryTerm, 'term'>) => `About ${term.term}`;

/** The tooltip's text: the short definition, led by what an abbreviation stands for. */
export const glossaryTipText = (term: GlossaryTerm) => (term.stands_for ? `${term.stands_for}: ${term.short_definition}` : term.short_definition);

/** A loaded glossary term as a tooltip button. */
export function GlossaryTermTip({ term, className }: { term: GlossaryTerm; className?: string }) {
  return <Tooltip label={glossaryTipLabel(term)} content={glossaryTipText(term)} className={className} />;
}

/** A glossary term by uid as a tooltip button; nothing while the glossary loads or when the term is not in it. */
export function GlossaryTip({ uid, className }: { uid: string; className?: string }) {
  const glossary = useGlossary();
  const term = glossary.data?.get(uid);
  return term ? <GlossaryTermTip term={term} className={className} /> : null;
}

/** The tooltip of a spec row's term (compare, specs page, model detail), if the spec has one. */
export function SpecGlossaryTip({ code }: { code: string }) {
  const uid = GLOSSARY_TERM_BY_SPEC[code];
  return uid ? <GlossaryTip uid={uid} /> : null;
}
