import { useFormik } from 'formik';
import { ALL_BRAND_OPTIONS } from '@rv/domain';
import { CUSTOMER_SERVICE_FORM_SCHEMA, CUSTOMER_SERVICE_SUBJECTS, LEAD_SUBJECT } from '@rv/domain/forms';
import { FORM_PATHS } from '../../form-fields/api/form-submit.resource';
import { useSiteSettings } from '../../form-fields/api/site-settings.resource';
import { AddressFields } from '../../form-fields/components/address-fields.component';
import { SelectField, TextAreaField, TextField } from '../../form-fields/components/fields.component';
import { FormFrame } from '../../form-fields/components/form-frame.component';
import { SENT_BY_FRAME, useDraftValues, useFormFields, type FormSetup, type Values } from '../../form-fields/hooks/use-form-fields';
import { useJsonSend } from '../../form-fields/hooks/use-json-send';
import { siteMessages } from '../../form-fields/site-messages';

export interface CustomerServiceFormProps {
  headingLevel?: 2 | 3;
}

/**
 * Customer service (spec: entities and fields, subject field). Subject S3 is a sales question: the API files it on the
 * lead path (spec: states and transitions), and it carries the lead event name so the CRM sees it as one.
 */
export default function CustomerServiceForm({ headingLevel = 2 }: CustomerServiceFormProps) {
  const settings = useSiteSettings();
  const setup: FormSetup = {
    formKey: 'customer-service',
    schema: CUSTOMER_SERVICE_FORM_SCHEMA,
    initialValues: { country: 'US' },
  };
  const formik = useFormik<Values>({ initialValues: useDraftValues(setup), validationSchema: setup.schema, onSubmit: SENT_BY_FRAME });
  const form = useFormFields(formik, setup);
  const { submission, send } = useJsonSend(form, { formKey: setup.formKey, path: FORM_PATHS.customerService, eventName: 'customerService' });
  const isLead = form.values.subject === LEAD_SUBJECT;
  const messages = siteMessages(settings, isLead ? 'lead' : 'customer_service');
  return (
    <FormFrame
      title="Contact Customer Service"
      headingLevel={headingLevel}
      form={form}
      submission={submission}
      onSend={send}
      successMessage={messages.success}
      errorMessage={messages.error}
      onSuccess={() => window.scrollTo?.({ top: 0 })}
    >
      <SelectField form={form} name="subject" label="Subject" options={CUSTOMER_SERVICE_SUBJECTS} placeholder="What is this about?" />
      <TextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
      <TextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <TextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" optional />
      <SelectField form={form} name="brand" label="Brand" optional options={ALL_BRAND_OPTIONS} placeholder="Select a brand" />
      <TextField form={form} name="vin" label="VIN" optional hint="17 characters, on the frame near the hitch" />
      <AddressFields form={form} />
      <TextAreaField form={form} name="comments" label="Comments" />
    </FormFrame>
  );
}
