import { useId, useState } from 'react';
import { FieldProblem, problemAttributes } from './field-problem.component';
import styles from './editor.module.css';

/** A field with no form of its own (a navigation tree, a list of settings), edited as JSON; text that is not JSON is not taken. */
export function JsonField({ label, value, onChange, problem: schemaProblem }: { label: string; value: unknown; onChange(value: unknown): void; problem?: string }) {
  const id = useId();
  const problemId = useId();
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const take = () => {
    try {
      onChange(JSON.parse(text));
      setProblem(null);
    } catch {
      setProblem(`${label} is not valid JSON: check the brackets, quotes and commas.`);
    }
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label} (JSON)</label>
      <textarea
        id={id} value={text} rows={Math.min(16, text.split('\n').length + 1)} onChange={(e) => setText(e.target.value)} onBlur={take} spellCheck={false}
        {...problemAttributes(problemId, problem ?? schemaProblem)}
      />
      <FieldProblem id={problemId} problem={problem ?? schemaProblem} />
    </div>
  );
}
