import { useState } from 'react';
import { useFormik } from 'formik';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { useNavigate } from '@rv/shared-lib/router';
import type { ContentType } from '@rv/domain/content';
import { UID_SCHEMA, documentProblems } from '@rv/domain/studio';
import { useSignedInStaff } from '../../session/staff-session';
import { newDocumentData } from '../new-document';
import { FieldProblem, problemAttributes } from './field-problem.component';
import styles from './editor.module.css';

const typeWords = (type: string) => type.replace(/_/g, ' ');
type Values = { title: string; uid: string };

/** The new document's data, and the problems the API would find in it, by the same schemas (the uid's, the type's). */
function problemsOf(type: ContentType, { title, uid }: Values): Partial<Values> & { other?: string } {
  const found: Partial<Values> & { other?: string } = {};
  try {
    UID_SCHEMA.validateSync(uid.trim());
  } catch (error) {
    found.uid = (error as Error).message;
  }
  for (const { field, message } of documentProblems(type, { ...newDocumentData(type), title })) {
    if (field === 'title') found.title = message;
    else found.other ??= message;
  }
  return found;
}

/**
 * A new document of a type: its title and its address name, checked as the API checks them (Formik over
 * the @rv/domain/studio schemas), created as a draft that is not on the site, then opened in its editor.
 */
export function NewDocumentForm({ type }: { type: ContentType }) {
  const staff = useSignedInStaff();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: { title: '', uid: '' },
    validate: (values) => problemsOf(type, values),
    onSubmit: async ({ title, uid }) => {
      setProblem(null);
      try {
        const created = await studioApi.createDocument(staff, { type, uid: uid.trim(), data: { ...newDocumentData(type), title } });
        navigate(`/studio/content/${type}/${encodeURIComponent(created.id)}`);
      } catch (error) {
        setProblem(errorMessage(error));
      }
    },
  });
  const errors = formik.errors as Partial<Values> & { other?: string };
  const shown = (name: keyof Values) => (formik.submitCount > 0 || formik.touched[name] ? errors[name] : undefined);
  return (
    <form onSubmit={formik.handleSubmit} className={styles.row} aria-label={`New ${typeWords(type)}`} noValidate>
      {(['title', 'uid'] as const).map((name) => (
        <div key={name} className={styles.field}>
          <label htmlFor={`new-${name}`}>{name === 'title' ? `Title of a new ${typeWords(type)}` : 'Its address name (uid)'}</label>
          <input id={`new-${name}`} name={name} value={formik.values[name]} onChange={formik.handleChange} onBlur={formik.handleBlur} {...problemAttributes(`new-${name}-problem`, shown(name))} />
          <FieldProblem id={`new-${name}-problem`} problem={shown(name)} />
        </div>
      ))}
      <button type="submit" disabled={formik.isSubmitting}>Create</button>
      {problem || (formik.submitCount > 0 && errors.other) ? <span role="alert" className={styles.error}>{problem ?? errors.other}</span> : null}
    </form>
  );
}
