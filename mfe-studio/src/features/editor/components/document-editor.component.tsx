import { useEffect, useRef, useState } from 'react';
import { getIn, useFormik, type FormikErrors } from 'formik';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { Button } from '@rv/ui-kit';
import type { Slice, StudioConflict, StudioDocument } from '@rv/domain/content';
import { documentProblems, mergeChanges } from '@rv/domain/studio';
import { useSignedInStaff } from '../../session/staff-session';
import { documentFields, placeOf, type DocumentField } from '../document-fields';
import { useLinkLookup } from '../use-link-lookup';
import { BlocksEditor, type ProblemAt } from './blocks-editor.component';
import { ConflictNotice } from './conflict-notice.component';
import { FieldInput } from './field-input.component';
import { JsonField } from './json-field.component';
import styles from './editor.module.css';

type Data = Record<string, unknown>;

/** How long typing rests before the draft is autosaved (kept on the server per person and document). */
export const AUTOSAVE_DELAY_MS = 1500;

function TopField({ spec, value, problem, onChange }: { spec: DocumentField; value: unknown; problem?: string; onChange(value: unknown): void }) {
  return spec.kind === 'json'
    ? <JsonField label={spec.label} value={value} problem={problem} onChange={onChange} />
    : <FieldInput spec={spec} value={value} problem={problem} onChange={onChange} />;
}

/** The problems by the schema's paths, as Formik keeps them (flat: a path is one key). */
type Problems = Record<string, string>;

/** The first problem at a path or inside it (`hero_image` has the one of `hero_image.alt`). */
const problemInside = (problems: Problems, path: string) =>
  Object.entries(problems).find(([key]) => key === path || key.startsWith(`${path}.`) || key.startsWith(`${path}[`))?.[1];

/**
 * A document's editor: its fields and blocks in a Formik form checked by the document type's schema of
 * @rv/domain/studio (the API's, with its words; links looked up as the save looks them up), autosaved as the person types (nothing
 * typed is lost, across a reload too), saved as a new version on top of the version it was opened at. A
 * save refused because someone saved first shows that person's change and keeps this person's text.
 */
export function DocumentEditor({ document: opened, onSaved }: { document: StudioDocument; onSaved(document: StudioDocument): void }) {
  const staff = useSignedInStaff();
  const [base, setBase] = useState(opened.autosave?.baseVersion ?? opened.version);
  const [conflict, setConflict] = useState<StudioConflict | null>(null);
  const [status, setStatus] = useState<string | null>(opened.autosave ? `Your unsaved changes of ${new Date(opened.autosave.savedAt).toLocaleString()} are back.` : null);
  const [problem, setProblem] = useState<string | null>(null);
  const lookUpLinks = useLinkLookup();
  const formik = useFormik<Data>({
    initialValues: opened.autosave?.data ?? opened.data,
    enableReinitialize: false,
    validate: async (values) => {
      const problems = documentProblems(opened.type, values, await lookUpLinks(values));
      return Object.fromEntries(problems.map(({ field, message }) => [field, message])) as FormikErrors<Data>;
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

  const problems = formik.errors as Problems;
  // A field's problem shows once the field is changed, and every one once a save was tried.
  const problemAt: ProblemAt = (path) =>
    (formik.submitCount > 0 || JSON.stringify(getIn(values, path)) !== JSON.stringify(getIn(formik.initialValues, path)) ? problemInside(problems, path) : undefined);
  const summary = formik.submitCount > 0 ? Object.entries(problems).map(([path, message]) => `${placeOf(path, values)}: ${message}`) : [];
  const keepMine = (refused: StudioConflict) => {
    const merged = refused.base ? mergeChanges(refused.base.data, values, refused.current.data) : { data: values, bothChanged: [] };
    setBase(refused.current.version);
    void formik.setValues(merged.data);
    setConflict(null);
    const mine = merged.bothChanged.length ? ` Where you both changed a field (${merged.bothChanged.join(', ')}), your text is kept.` : '';
    setStatus(`Your text is kept on top of version ${refused.current.version}, with their other changes.${mine} Save to keep it.`);
  };
  return (
    <form onSubmit={formik.handleSubmit} aria-label={`Edit ${opened.title || opened.uid || opened.id}`} noValidate className={styles.layout}>
      <div className={styles.actions}>
        <Button type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Saving…' : 'Save'}</Button>
        <span role="status" className={styles.muted}>{status}</span>
      </div>
      {conflict ? (
        <ConflictNotice
          conflict={conflict}
          onKeepMine={() => keepMine(conflict)}
          onTakeTheirs={() => { setBase(conflict.current.version); formik.resetForm({ values: conflict.current.data }); setConflict(null); setStatus(`Version ${conflict.current.version} loaded.`); }}
        />
      ) : null}
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      {summary.length ? (
        <div role="alert" aria-label="This cannot be saved yet" className={styles.conflict}>
          <p>This cannot be saved yet:</p>
          <ul>{summary.map((line) => <li key={line}>{line}</li>)}</ul>
        </div>
      ) : null}
      <section aria-label="Fields">
        {documentFields(values).map((spec) => (
          <TopField key={spec.name} spec={spec} value={values[spec.name]} problem={problemAt(spec.name)} onChange={(value) => void setFieldValue(spec.name, value)} />
        ))}
      </section>
      {Array.isArray(values.body) ? <BlocksEditor blocks={values.body as Slice[]} problemAt={problemAt} onChange={(body) => void setFieldValue('body', body)} /> : null}
    </form>
  );
}
