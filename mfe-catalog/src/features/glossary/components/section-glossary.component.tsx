import { GLOSSARY_TERMS_BY_SECTION, type GlossarySection } from '@rv/shared-lib/catalog';
import { useGlossary } from '../api/glossary.resource';
import { GlossaryTermTip } from './glossary-tip.component';
import styles from '../glossary.module.css';

/** The terms a filter section uses, each with its tooltip: 'Terms: GVWR (i) CCC (i) ...'. */
export function SectionGlossary({ section }: { section: GlossarySection }) {
  const glossary = useGlossary();
  const terms = (GLOSSARY_TERMS_BY_SECTION[section] ?? []).map((uid) => glossary.data?.get(uid)).filter((t) => t !== undefined);
  if (terms.length === 0) return null;
  return (
    <ul className={styles.sectionTerms} aria-label="Terms explained">
      {terms.map((t) => (
        <li key={t.uid}><span aria-hidden="true">{t.term}</span><GlossaryTermTip term={t} /></li>
      ))}
    </ul>
  );
}
