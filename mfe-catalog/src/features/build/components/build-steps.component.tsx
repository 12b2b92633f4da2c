import styles from '../build.module.css';

export const BUILD_STEPS = ['Brand', 'Type', 'Floorplan', 'Options', 'Summary'] as const;
export type BuildStep = (typeof BUILD_STEPS)[number];

/** Where the visitor is in the build; the current step is announced as such. */
export function BuildSteps({ current }: { current: BuildStep }) {
  return (
    <nav aria-label="Build steps" className={styles.noPrint}>
      <ol className={styles.steps}>
        {BUILD_STEPS.map((step, i) => (
          <li key={step} aria-current={step === current ? 'step' : undefined}>{i + 1}. {step}</li>
        ))}
      </ol>
    </nav>
  );
}
