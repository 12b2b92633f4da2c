import type { NewsletterFormProps } from '@rv/shared-lib';
import { useFormik } from 'formik';
import { NEWSLETTER_FORM_SCHEMA, SUBSCRIBER_TYPE_CODE } from '@rv/domain/forms';
import { FORM_PATHS } from '../../form-fields/api/form-submit.resource';
import { useSiteSettings } from '../../form-fields/api/site-settings.resource';
import { FormFrame } from '../../form-fields/components/form-frame.component';
import { TextField } from '../../form-fields/components/fields.component';
import { SENT_BY_FRAME, useDraftValues, useFormFields, type FormSetup, type Values } from '../../form-fields/hooks/use-form-fields';
import { useJsonSend } from '../../form-fields/hooks/use-json-send';
import { siteMessages } from '../../form-fields/site-messages';

/** Newsletter signup (spec: entities and fields; validation rules): email and subscriberTypeCode KNWS, POST /web/form/email/signup. */
export default function NewsletterForm({ placement = 'page', label = 'Sign up for news and offers', placeholder, buttonLabel = 'Sign Up' }: NewsletterFormProps) {
  const settings = useSiteSettings();
  const messages = siteMessages(settings, 'email_signup');
  const setup: FormSetup = {
    formKey: `newsletter-${placement}`,
    schema: NEWSLETTER_FORM_SCHEMA,
    fixedValues: { subscriberTypeCode: SUBSCRIBER_TYPE_CODE },
  };
  const formik = useFormik<Values>({ initialValues: useDraftValues(setup), validationSchema: setup.schema, onSubmit: SENT_BY_FRAME });
  const form = useFormFields(formik, setup);
  const { submission, send } = useJsonSend(form, { formKey: setup.formKey, path: FORM_PATHS.newsletter, eventName: 'newsletterSignup' });
  return (
    <FormFrame
      title={label}
      form={form}
      submission={submission}
      onSend={send}
      submitLabel={buttonLabel}
      successMessage={messages.success}
      errorMessage={messages.error}
      allowAnother={placement !== 'footer'}
      compact={placement === 'footer'}
    >
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" placeholder={placeholder} />
    </FormFrame>
  );
}
