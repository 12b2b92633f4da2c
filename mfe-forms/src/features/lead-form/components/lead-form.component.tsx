import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { useFormik } from 'formik';
import { useResource, type LeadFormProps } from '@rv/shared-lib';
import { LEAD_BRANDS } from '@rv/domain';
import { FIELD_LABELS, LEAD_FORM_SCHEMA, PURCHASE_TIMEFRAME_OPTIONS, type SelectOption } from '@rv/domain/forms';
import { FORM_PATHS } from '../../form-fields/api/form-submit.resource';
import { useSiteSettings } from '../../form-fields/api/site-settings.resource';
import { AddressFields } from '../../form-fields/components/address-fields.component';
import { CheckboxField, ContactFields, SelectField, TextAreaField } from '../../form-fields/components/fields.component';
import { FormFrame } from '../../form-fields/components/form-frame.component';
import { SENT_BY_FRAME, useDraftValues, useFormFields, type FormSetup, type Values } from '../../form-fields/hooks/use-form-fields';
import { useJsonSend } from '../../form-fields/hooks/use-json-send';
import { siteMessages } from '../../form-fields/site-messages';
import { fetchBrandCodes } from '../api/brand-codes.resource';
import { useBrandCascade } from '../hooks/use-brand-cascade';

const FALLBACK_BRANDS: SelectOption[] = LEAD_BRANDS.map((b) => ({ value: b.code, label: b.name }));

async function leadBrandOptions(): Promise<SelectOption[]> {
  try {
    return (await fetchBrandCodes()).filter((b) => b.listCode === 'LEAD').map(({ value, label }) => ({ value, label }));
  } catch (error) {
    // Spec (error catalogue): logged only; the bundled lead list keeps the form usable.
    console.warn('Failed to load brand codes', error);
    return FALLBACK_BRANDS;
  }
}

/** The lead form of spec (entities and fields): "request a quote" / "contact a dealer", POST /web/form/lead. */
export default function LeadForm({ variant = 'quote', dealer, brand, productType, floorPlan, followUpRoute, headingLevel = 2, buildToken, vin }: LeadFormProps) {
  const settings = useSiteSettings();
  const messages = siteMessages(settings, 'lead');
  // A floorplan the page chose (its quote link, a build) wins over a stored draft, as a chosen dealer does.
  const floorplan = brand && productType ? { brand, productType, ...(floorPlan ? { floorPlan } : {}) } : {};
  const setup: FormSetup = {
    formKey: dealer ? `lead-dealer-${dealer.dealerNumber}` : `lead-${variant}`,
    schema: LEAD_FORM_SCHEMA,
    initialValues: { country: 'US', ...(brand ? { brand } : {}) },
    fixedValues: { ...floorplan, ...(dealer ? { dealerNumber: dealer.dealerNumber } : {}), ...(buildToken ? { buildToken } : {}), ...(vin ? { vin } : {}) },
  };
  const formik = useFormik<Values>({ initialValues: useDraftValues(setup), validationSchema: setup.schema, onSubmit: SENT_BY_FRAME });
  const form = useFormFields(formik, setup);
  const { submission, send } = useJsonSend(form, { formKey: setup.formKey, path: FORM_PATHS.lead, eventName: variant === 'dealer' ? 'contactDealer' : 'requestQuote' });
  const brands = useResource('lead-brand-codes', leadBrandOptions);
  const carried = dealer?.brands?.length ? (brands.data ?? []).filter((b) => dealer.brands?.includes(b.value)) : [];
  const brandOptions = carried.length ? carried : (brands.data ?? []);
  const cascade = useBrandCascade(form.values.brand ?? '', form.values.productType ?? '');
  const { setValue } = form;

  // A type or floorplan that the (re)loaded lists no longer offer is cleared, not sent.
  useEffect(() => {
    if (cascade.status !== 'ready') return;
    if (form.values.productType && !cascade.types.some((t) => t.value === form.values.productType)) setValue('productType', '');
    else if (form.values.floorPlan && !cascade.floorplans.some((f) => f.value === form.values.floorPlan)) setValue('floorPlan', '');
  }, [cascade.status, cascade.types, cascade.floorplans, form.values.productType, form.values.floorPlan, setValue]);

  const title = variant === 'dealer' ? (dealer ? `Contact ${dealer.name}` : 'Contact a Dealer') : 'Request a Quote';
  const typeHint = { idle: 'Choose a brand first', loading: 'Loading types…', error: 'Types could not be loaded', empty: 'No types for this brand', ready: 'Select a type' }[cascade.status];

  const onSuccess = () => {
    if (followUpRoute) navigateToUrl(followUpRoute);
    else window.scrollTo?.({ top: 0 });
  };

  return (
    <FormFrame
      title={title}
      headingLevel={headingLevel}
      form={form}
      submission={submission}
      onSend={send}
      submitLabel={variant === 'dealer' ? 'Contact Dealer' : 'Request a Quote'}
      successMessage={messages.success}
      errorMessage={messages.error}
      onSuccess={onSuccess}
    >
      <ContactFields form={form} phoneOptional={form.values.smsOptIn !== 'true'} />
      <SelectField
        form={form}
        name="brand"
        label="Brand"
        options={brandOptions}
        placeholder={brands.status === 'loading' ? 'Loading brands…' : 'Select a brand'}
        busy={brands.status === 'loading'}
        onValueChange={() => form.setMany({ productType: '', floorPlan: '' })}
      />
      <SelectField
        form={form}
        name="productType"
        label="Product Type"
        optional
        options={cascade.types}
        placeholder={typeHint}
        disabled={cascade.status !== 'ready'}
        busy={cascade.status === 'loading'}
        onValueChange={() => setValue('floorPlan', '')}
      />
      <SelectField
        form={form}
        name="floorPlan"
        label="Floor Plan"
        optional
        options={cascade.floorplans}
        placeholder={form.values.productType ? 'Select a floor plan' : 'Choose a type first'}
        disabled={!form.values.productType || cascade.floorplans.length === 0}
      />
      <AddressFields form={form} />
      <SelectField form={form} name="timeFrame" label={FIELD_LABELS.timeFrame} options={PURCHASE_TIMEFRAME_OPTIONS} placeholder="When do you plan to buy?" />
      <CheckboxField form={form} name="smsOptIn" label="Yes, text me about my request (message and data rates may apply)" />
      <TextAreaField form={form} name="comments" label="Comments" optional />
    </FormFrame>
  );
}
