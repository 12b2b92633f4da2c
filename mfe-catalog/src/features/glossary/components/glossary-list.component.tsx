import { Button } from '@rv/ui-kit';
import { useGlossary } from '../api/glossary.resource';
import styles from '../glossary.module.css';

/** Every glossary term with its short and long definition, each at its own anchor (/glossary#gvwr). */
export function GlossaryList() {
  const glossary = useGlossary();
  if (glossary.status === 'loading') return <p role="status">Loading the glossary…</p>;
  if (glossary.status === 'error') {
    return <div role="alert"><p>The glossary could not be loaded.</p><Button theme="secondary" size="sm" onClick={glossary.reload}>Try again</Button></div>;
  }
  const terms = [...glossary.data.values()];
  if (terms.length === 0) return <p>No terms in the glossary yet.</p>;
  return (
    <>
      <nav aria-label="Glossary terms">
        <ul className={styles.index}>{terms.map((t) => <li key={t.uid}><a href={`#${t.uid}`}>{t.term}</a></li>)}</ul>
      </nav>
      <dl className={styles.list}>
        {terms.map((t) => (
          <div key={t.uid} id={t.uid} className={styles.entry}>
            <dt>{t.term}{t.stands_for ? <span className={styles.standsFor}> ({t.stands_for})</span> : null}</dt>
            <dd><p>{t.short_definition}</p><p>{t.definition}</p></dd>
          </div>
        ))}
      </dl>
    </>
  );
}
