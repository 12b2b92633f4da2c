import styles from './editor.module.css';

/**
 * The schema's words on one field, next to it: always in the page (empty when the field is fine) as a polite
 * live region, so a problem that appears while typing is read out; the input names it by aria-describedby.
 */
export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  return <span id={id} className={styles.error} aria-live="polite">{problem}</span>;
}

/** The attributes that tie an input to its problem. */
export const problemAttributes = (id: string, problem: string | undefined) =>
  (problem ? { 'aria-invalid': true as const, 'aria-describedby': id } : {});
