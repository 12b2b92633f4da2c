import type { FormSchema, FormValues } from '@rv/domain/forms';
import {
  CUSTOMER_SERVICE_FORM_SCHEMA, DEALER_SUPPORT_FORM_SCHEMA, DIY_FORM_SCHEMA, LEAD_FORM_SCHEMA, NEWSLETTER_FORM_SCHEMA,
  OWNER_REGISTRATION_FORM_SCHEMA, POPUP_FORM_SCHEMA,
} from '@rv/domain/forms';
import { LEAD_SUBJECT } from '@rv/domain/forms';

/** Each form: the endpoint it comes through, its shared Yup schema (the browser's too), and what it is for the CRM. */
export interface FormDefinition {
  sourceForm: string;
  schema: FormSchema;
  /** The CRM record type; usually the form itself, but see customer service. */
  formType(values: FormValues): string;
}

const fixed = (type: string) => () => type;

export const FORMS = {
  lead: { sourceForm: 'lead', schema: LEAD_FORM_SCHEMA, formType: fixed('lead') },
  // Spec (states and transitions): a customer-service form with subject S3 goes through the lead path.
  customerService: {
    sourceForm: 'customer-service',
    schema: CUSTOMER_SERVICE_FORM_SCHEMA,
    formType: (values: FormValues) => (String(values.subject ?? '').trim() === LEAD_SUBJECT ? 'lead' : 'customer-service'),
  },
  diy: { sourceForm: 'diy-request', schema: DIY_FORM_SCHEMA, formType: fixed('diy-request') },
  newsletter: { sourceForm: 'email-signup', schema: NEWSLETTER_FORM_SCHEMA, formType: fixed('newsletter') },
  popup: { sourceForm: 'popup', schema: POPUP_FORM_SCHEMA, formType: fixed('popup') },
  dealerSupport: { sourceForm: 'dealer-support', schema: DEALER_SUPPORT_FORM_SCHEMA, formType: fixed('dealer-support') },
  ownerRegistration: { sourceForm: 'owner-registration', schema: OWNER_REGISTRATION_FORM_SCHEMA, formType: fixed('owner-registration') },
} satisfies Record<string, FormDefinition>;

/** Outbox topic for a CRM record type: crm.lead, crm.customer-service, ... */
export const crmTopic = (formType: string) => `crm.${formType}`;
export const CRM_FORM_TYPES = ['lead', 'customer-service', 'diy-request', 'newsletter', 'popup', 'dealer-support', 'owner-registration'];
