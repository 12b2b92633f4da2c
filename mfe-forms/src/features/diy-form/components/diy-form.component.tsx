import { useRef } from 'react';
import { useFormik } from 'formik';
import { navigateToUrl } from 'single-spa';
import { leadTrackingFields, type DiyFormProps } from '@rv/shared-lib';
import { ALL_BRAND_OPTIONS } from '@rv/domain';
import { DIY_FORM_SCHEMA, FIELD_LABELS, IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_LABEL } from '@rv/domain/forms';
import { postDiyForm } from '../../form-fields/api/form-submit.resource';
import { useSiteSettings } from '../../form-fields/api/site-settings.resource';
import { ContactFields, FieldMessage, SelectField, TextAreaField, TextField } from '../../form-fields/components/fields.component';
import { FormFrame } from '../../form-fields/components/form-frame.component';
import { SENT_BY_FRAME, useDraftValues, useFormFields, type FormSetup, type Values } from '../../form-fields/hooks/use-form-fields';
import { useSubmission } from '../../form-fields/hooks/use-submission';
import { siteMessages } from '../../form-fields/site-messages';
import { useImageUpload } from '../hooks/use-image-upload';
import fieldStyles from '../../form-fields/form-fields.module.css';
import styles from './diy-form.module.css';

/** DIY request (spec: entities and fields; the calls): multipart with the fields' JSON and an optional photo, POST /form/diy-request. */
export default function DiyForm({ followUpRoute, headingLevel = 2 }: DiyFormProps) {
  const settings = useSiteSettings();
  const messages = siteMessages(settings, 'diy');
  const setup: FormSetup = { formKey: 'diy', schema: DIY_FORM_SCHEMA };
  const formik = useFormik<Values>({ initialValues: useDraftValues(setup), validationSchema: setup.schema, onSubmit: SENT_BY_FRAME });
  const form = useFormFields(formik, setup);
  const image = useImageUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  // The photo's name and size are part of the attempt, so a different photo is a new submission.
  const submission = useSubmission<Record<string, unknown>>('diy', ({ [IMAGE_UPLOAD_FIELD]: _photo, ...fields }, ctx) => postDiyForm(fields, image.file, ctx));
  const fileId = form.fieldId(IMAGE_UPLOAD_FIELD);

  const send = () => {
    const fields = form.payload();
    return submission.submit({
      ...fields,
      fieldnames: [...Object.keys(fields), ...(image.file ? [IMAGE_UPLOAD_FIELD] : [])],
      formPage: window.location.pathname,
      ...leadTrackingFields('diyRequest'),
      [IMAGE_UPLOAD_FIELD]: image.file ? `${image.file.name}:${image.file.size}` : '',
    });
  };

  const imageIsValid = () => {
    if (image.error) fileInput.current?.focus();
    return !image.error;
  };

  const onStartOver = () => {
    image.clear();
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <FormFrame
      title="Do-It-Yourself Request"
      headingLevel={headingLevel}
      form={form}
      submission={submission}
      onSend={send}
      extraCheck={imageIsValid}
      successMessage={messages.success}
      errorMessage={messages.error}
      onStartOver={onStartOver}
      onSuccess={() => (followUpRoute ? navigateToUrl(followUpRoute) : window.scrollTo?.({ top: 0 }))}
    >
      <ContactFields form={form} phoneOptional />
      <SelectField form={form} name="brand" label="Brand" options={ALL_BRAND_OPTIONS} placeholder="Select a brand" />
      <TextField form={form} name="modelYear" label="Model Year" optional inputMode="numeric" />
      <TextField form={form} name="vin" label="VIN" optional />
      <TextAreaField form={form} name="comments" label={FIELD_LABELS.diyComments} />
      <div className={`${fieldStyles.field} ${fieldStyles.wide}`}>
        <label className={fieldStyles.label} htmlFor={fileId}>{IMAGE_UPLOAD_LABEL}<span className={fieldStyles.optional}> (optional)</span></label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-invalid={image.error ? true : undefined}
          aria-describedby={`${fileId}-hint${image.error ? ` ${fileId}-error` : ''}`}
          onChange={(e) => image.choose(e.target.files?.[0] ?? null)}
        />
        <p id={`${fileId}-hint`} className={fieldStyles.hint}>A photo (JPEG, PNG, GIF or WebP) of at most 12 MB.</p>
        <FieldMessage id={`${fileId}-error`} message={image.error} />
        {image.preview ? <img className={styles.preview} src={image.preview} alt={`Preview of ${image.file?.name ?? 'your photo'}`} /> : null}
      </div>
    </FormFrame>
  );
}
