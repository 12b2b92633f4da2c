import type { HowtoDetailData } from '@rv/shared-lib';
import styles from '../howto.module.css';

/** A how-to's facts (difficulty, time, tools) and its numbered steps. */
export function HowtoSteps({ data }: { data: HowtoDetailData }) {
  const steps = (data.steps ?? []).filter((s) => s.text?.trim());
  const tools = (data.tools ?? []).filter((t) => t.trim());
  return (
    <>
      <dl className={styles.facts}>
        {data.difficulty ? <div><dt>Difficulty</dt><dd>{data.difficulty}</dd></div> : null}
        {data.time_required ? <div><dt>Time</dt><dd>{data.time_required}</dd></div> : null}
      </dl>
      {tools.length ? (
        <section aria-label="What you need">
          <h2 className={styles.heading}>What you need</h2>
          <ul>{tools.map((t) => <li key={t}>{t}</li>)}</ul>
        </section>
      ) : null}
      {steps.length ? (
        <section aria-label="Steps">
          <h2 className={styles.heading}>Steps</h2>
          <ol className={styles.steps}>
            {steps.map((s, i) => <li key={i}><h3 className={styles.stepTitle}>{s.title || `Step ${i + 1}`}</h3><p>{s.text}</p></li>)}
          </ol>
        </section>
      ) : null}
    </>
  );
}
