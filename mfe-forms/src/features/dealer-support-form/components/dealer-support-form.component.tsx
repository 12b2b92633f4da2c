import type { DealerSupportFormProps } from '@rv/shared-lib';
import { useFormik } from 'formik';
import { DEALER_SUPPORT_FORM_SCHEMA, DEALER_SUPPORT_TOPICS } from '@rv/domain/forms';
import { FORM_PATHS } from '../../form-fields/api/form-submit.resource';
import { useSiteSettings } from '../../form-fields/api/site-settings.resource';
import { SelectField, TextAreaField, TextField } from '../../form-fields/components/fields.component';
import { FormFrame } from '../../form-fields/components/form-frame.component';
import { SENT_BY_FRAME, useDraftValues, useFormFields, type FormSetup, type Values } from '../../form-fields/hooks/use-form-fields';
import { useJsonSend } from '../../form-fields/hooks/use-json-send';
import { siteMessages } from '../../form-fields/site-messages';

/** The form's starting values from what the portal knows; empty values are left out. */
export function supportInitialValues(dealerNumber?: string, contact: DealerSupportFormProps['contact'] = {}): Record<string, string> {
  const known = { dealerNumber, firstName: contact.firstName, lastName: contact.lastName, email: contact.email };
  return Object.fromEntries(Object.entries(known).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Dealer support (dealer spec (the calls)): POST /form/dealer/support. */
export default function DealerSupportForm({ dealerNumber, contact, headingLevel = 2 }: DealerSupportFormProps) {
  const settings = useSiteSettings();
  const messages = siteMessages(settings, 'dealer_support');
  const setup: FormSetup = {
    formKey: 'dealer-support',
    schema: DEALER_SUPPORT_FORM_SCHEMA,
    initialValues: supportInitialValues(dealerNumber, contact),
  };
  const formik = useFormik<Values>({ initialValues: useDraftValues(setup), validationSchema: setup.schema, onSubmit: SENT_BY_FRAME });
  const form = useFormFields(formik, setup);
  const { submission, send } = useJsonSend(form, { formKey: setup.formKey, path: FORM_PATHS.dealerSupport, eventName: 'dealerSupport' });
  return (
    <FormFrame title="Dealer Support" headingLevel={headingLevel} form={form} submission={submission} onSend={send} successMessage={messages.success} errorMessage={messages.error}>
      <TextField form={form} name="dealerNumber" label="Dealer Number" />
      <SelectField form={form} name="topic" label="Topic" options={DEALER_SUPPORT_TOPICS} placeholder="Select a topic" />
      <TextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
      <TextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <TextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" optional />
      <TextAreaField form={form} name="comments" label="Comments" />
    </FormFrame>
  );
}
