import { useFormik } from 'formik';
import { ALL_BRAND_OPTIONS } from '@rv/domain';
import { OWNER_REGISTRATION_FORM_SCHEMA } from '@rv/domain/forms';
import { FORM_PATHS } from '../../form-fields/api/form-submit.resource';
import { useSiteSettings } from '../../form-fields/api/site-settings.resource';
import { AddressFields } from '../../form-fields/components/address-fields.component';
import { SelectField, TextField } from '../../form-fields/components/fields.component';
import { FormFrame } from '../../form-fields/components/form-frame.component';
import { SENT_BY_FRAME, useDraftValues, useFormFields, type FormSetup, type Values } from '../../form-fields/hooks/use-form-fields';
import { useJsonSend } from '../../form-fields/hooks/use-json-send';
import { siteMessages } from '../../form-fields/site-messages';

/** Warranty (owner) registration: the unit, the sale and the owner; POST /web/form/owner/registration. */
export default function OwnerRegistrationForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const settings = useSiteSettings();
  const messages = siteMessages(settings, 'owner_registration');
  const setup: FormSetup = {
    formKey: 'owner-registration',
    schema: OWNER_REGISTRATION_FORM_SCHEMA,
    initialValues: { country: 'US' },
  };
  const formik = useFormik<Values>({ initialValues: useDraftValues(setup), validationSchema: setup.schema, onSubmit: SENT_BY_FRAME });
  const form = useFormFields(formik, setup);
  const { submission, send } = useJsonSend(form, { formKey: setup.formKey, path: FORM_PATHS.ownerRegistration, eventName: 'ownerRegistration' });
  return (
    <FormFrame title="Register Your RV" headingLevel={headingLevel} form={form} submission={submission} onSend={send} successMessage={messages.success} errorMessage={messages.error}>
      <TextField form={form} name="vin" label="VIN" hint="17 characters, on the frame near the hitch" />
      <SelectField form={form} name="brand" label="Brand" options={ALL_BRAND_OPTIONS} placeholder="Select a brand" />
      <TextField form={form} name="modelYear" label="Model Year" optional inputMode="numeric" />
      <TextField form={form} name="purchaseDate" label="Purchase Date" type="date" />
      <TextField form={form} name="dealerName" label="Selling Dealer" />
      <TextField form={form} name="dealerNumber" label="Dealer Number" optional />
      <TextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
      <TextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <TextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" />
      <TextField form={form} name="address1" label="Address" autoComplete="address-line1" />
      <TextField form={form} name="address2" label="Address Line 2" optional autoComplete="address-line2" />
      <AddressFields form={form} cityOptional={false} />
    </FormFrame>
  );
}
