import { useId, useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import { Button } from '@rv/ui-kit';
import type { StudioMediaItem } from '@rv/domain/content';
import { MEDIA_IMAGE_TYPES, MEDIA_UPLOAD_SCHEMA } from '@rv/domain/studio';
import { useSignedInStaff } from '../../session/staff-session';
import styles from './media.module.css';

/**
 * Upload of one image with its alt text, checked by the Yup schema the API checks the upload with (file
 * required, at most 12 MB, an image type every browser draws; alt text required), so both say the same
 * words. Field messages show once an upload was tried; the API's refusal shows in its own words.
 */
export function MediaUploadForm({ onUploaded }: { onUploaded(item: StudioMediaItem): void }) {
  const staff = useSignedInStaff();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // The file input keeps its own value: a new key empties it after an upload.
  const [fileInput, setFileInput] = useState(0);
  const formik = useFormik<{ file: File | null; alt: string }>({
    initialValues: { file: null, alt: '' },
    validationSchema: MEDIA_UPLOAD_SCHEMA,
    onSubmit: async ({ file, alt }, { resetForm }) => {
      setProblem(null);
      try {
        const item = await studioApi.uploadMedia(staff, file!, alt.trim());
        resetForm();
        setFileInput((n) => n + 1);
        onUploaded(item);
      } catch (error) {
        setProblem(errorMessage(error));
      }
    },
  });
  const shown = (name: 'file' | 'alt') => (formik.submitCount > 0 ? formik.errors[name] : undefined);
  const described = (name: 'file' | 'alt') => (shown(name) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});
  // The library may sit in a dialog inside a document's form: its submit must not reach that form.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    formik.handleSubmit(event);
  };
  return (
    <form className={styles.upload} onSubmit={submit} aria-label="Upload an image" noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>Image file</label>
        <input
          key={fileInput} id={`${id}-file`} name="file" type="file" accept={MEDIA_IMAGE_TYPES.join(',')} {...described('file')}
          onChange={(e) => void formik.setFieldValue('file', e.currentTarget.files?.[0] ?? null)}
        />
        {shown('file') ? <span id={`${id}-file-error`} className={styles.error}>{shown('file')}</span> : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-alt`}>Alt text</label>
        <input id={`${id}-alt`} name="alt" value={formik.values.alt} onChange={formik.handleChange} onBlur={formik.handleBlur} {...described('alt')} />
        {shown('alt') ? <span id={`${id}-alt-error`} className={styles.error}>{shown('alt')}</span> : null}
      </div>
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      <Button type="submit" size="sm" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Uploading…' : 'Upload'}</Button>
    </form>
  );
}
