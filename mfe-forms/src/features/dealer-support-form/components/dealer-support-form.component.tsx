import { DEALER_SUPPORT_FORM_RULES, DEALER_SUPPORT_TOPICS } from '@rv/shared-lib';
import { FORM_PATHS } from '../../form-kit/api/form-submit.resource';
import { useSiteSettings } from '../../form-kit/api/site-settings.resource';
import { SelectField, TextAreaField, TextField } from '../../form-kit/components/fields.component';
import { FormFrame } from '../../form-kit/components/form-frame.component';
import { useJsonForm } from '../../form-kit/hooks/use-json-form';
import { siteMessages } from '../../form-kit/site-messages';

export interface DealerSupportFormProps {
  /** The signed-in dealer's number, when the portal knows it. */
  dealerNumber?: string;
  headingLevel?: 2 | 3;
}

/** Dealer support (dealer spec §7): POST /form/dealer/support. */
export default function DealerSupportForm({ dealerNumber, headingLevel = 2 }: DealerSupportFormProps) {
  const settings = useSiteSettings();
  const messages = siteMessages(settings, 'dealer_support');
  const { form, submission, send } = useJsonForm({
    formKey: 'dealer-support',
    rules: DEALER_SUPPORT_FORM_RULES,
    path: FORM_PATHS.dealerSupport,
    eventName: 'dealerSupport',
    initialValues: dealerNumber ? { dealerNumber } : {},
  });
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
