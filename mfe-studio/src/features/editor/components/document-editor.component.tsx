import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { Button } from '@rv/ui-kit';
import type { Slice, StudioConflict, StudioDocument } from '@rv/domain/content';
import { useSignedInStaff } from '../../session/staff-session';
import { documentFields, documentProblems, type DocumentField } from '../document-fields';
import { BlocksEditor } from './blocks-editor.component';
import { ConflictNotice } from './conflict-notice.component';
import { FieldInput } from './field-input.component';
import { JsonField } from './json-field.component';
import styles from './editor.module.css';

type Data = Record<string, unknown>;

/** How long typing rests before the draft is autosaved (kept on the server per person and document). */
export const AUTOSAVE_DELAY_MS = 1500;

function TopField({ spec, value, onChange }: { spec: DocumentField; value: unknown; onChange(value: unknown): void }) {
  return spec.kind === 'json' ? <JsonField label={spec.label} value={value} onChange={onChange} /> : <FieldInput spec={spec} value={value} onChange={onChange} />;
}

/**
 * A document's editor: its fields and blocks in a Formik form, autosaved as the person types (nothing
 * typed is lost, across a reload too), saved as a new version on top of the version it was opened at. A
 * save refused because someone saved first shows that person's change and keeps this person's text.
 */
export function DocumentEditor({ document: opened, onSaved }: { document: StudioDocument; onSaved(document: StudioDocument): void }) {
  const staff = useSignedInStaff();
  const [base, setBase] = useState(opened.autosave?.baseVersion ?? opened.version);
  const [conflict, setConflict] = useState<StudioConflict | null>(null);
  const [status, setStatus] = useState<string | null>(opened.autosave ? `Your unsaved changes of ${new Date(opened.autosave.savedAt).toLocaleString()} are back.` : null);
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik<Data>({
    initialValues: opened.autosave?.data ?? opened.data,
    enableReinitialize: false,
    validate: (values) => {
      const problems = documentProblems(values);
      return problems.length ? { problems: problems.join('\n') } : {};
    },
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const saved = await studioApi.saveDocument(staff, opened.id, { baseVersion: base, data: values });
        setConflict(null);
        setBase(saved.version);
        setStatus(`Saved as version ${saved.version}.`);
        formik.resetForm({ values: saved.data });
        onSaved(saved);
      } catch (error) {
        const refused = studioApi.conflictOf(error);
        if (refused) setConflict(refused);
        else setProblem(errorMessage(error));
      }
    },
  });
  const { values, dirty, setFieldValue } = formik;

  // Autosave: the latest values once typing rests; the server keeps one draft per person and document.
  const lastSent = useRef<string>(JSON.stringify(values));
  useEffect(() => {
    const text = JSON.stringify(values);
    if (!dirty || text === lastSent.current) return undefined;
    const timer = setTimeout(() => {
      lastSent.current = text;
      studioApi.autosaveDocument(staff, opened.id, { baseVersion: base, data: values }).then(
        () => setStatus(`Draft kept at ${new Date().toLocaleTimeString()}.`),
        (error) => setProblem(`The draft could not be kept: ${errorMessage(error)}`),
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, staff, opened.id, base]);

  const problems = formik.submitCount > 0 && typeof formik.errors.problems === 'string' ? formik.errors.problems.split('\n') : [];
  return (
    <form onSubmit={formik.handleSubmit} aria-label={`Edit ${opened.title || opened.uid || opened.id}`} noValidate className={styles.layout}>
      <div className={styles.actions}>
        <Button type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Saving…' : 'Save'}</Button>
        <span role="status" className={styles.muted}>{status}</span>
      </div>
      {conflict ? (
        <ConflictNotice
          conflict={conflict}
          onKeepMine={() => { setBase(conflict.current.version); setConflict(null); setStatus(`Your text is kept; saving now goes on top of version ${conflict.current.version}.`); }}
          onTakeTheirs={() => { setBase(conflict.current.version); formik.resetForm({ values: conflict.current.data }); setConflict(null); setStatus(`Version ${conflict.current.version} loaded.`); }}
        />
      ) : null}
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      {problems.length ? (
        <div role="alert" className={styles.conflict}>
          <p>This cannot be saved yet:</p>
          <ul>{problems.map((line) => <li key={line}>{line}</li>)}</ul>
        </div>
      ) : null}
      <section aria-label="Fields">
        {documentFields(values).map((spec) => (
          <TopField key={spec.name} spec={spec} value={values[spec.name]} onChange={(value) => void setFieldValue(spec.name, value)} />
        ))}
      </section>
      {Array.isArray(values.body) ? <BlocksEditor blocks={values.body as Slice[]} onChange={(body) => void setFieldValue('body', body)} /> : null}
    </form>
  );
}
