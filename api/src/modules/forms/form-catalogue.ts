import type { FieldRule, FormValues } from '@rv/shared-lib/forms/field-rules';
import {
  CUSTOMER_SERVICE_FORM_RULES, DEALER_SUPPORT_FORM_RULES, DIY_FORM_RULES, LEAD_FORM_RULES, NEWSLETTER_FORM_RULES,
  OWNER_REGISTRATION_FORM_RULES, POPUP_FORM_RULES,
} from '@rv/shared-lib/forms/form-definitions';
import { LEAD_SUBJECT } from '@rv/shared-lib/forms/options';

/** Each form: the endpoint it comes through, its shared rules, and what it is for the CRM. */
export interface FormDefinition {
  sourceForm: string;
  rules: readonly FieldRule[];
  /** The CRM record type; usually the form itself, but see customer service. */
  formType(values: FormValues): string;
}

const fixed = (type: string) => () => type;

export const FORMS = {
  lead: { sourceForm: 'lead', rules: LEAD_FORM_RULES, formType: fixed('lead') },
  // Spec §4: a customer-service form with subject S3 goes through the lead path.
  customerService: {
    sourceForm: 'customer-service',
    rules: CUSTOMER_SERVICE_FORM_RULES,
    formType: (values: FormValues) => (String(values.subject ?? '').trim() === LEAD_SUBJECT ? 'lead' : 'customer-service'),
  },
  diy: { sourceForm: 'diy-request', rules: DIY_FORM_RULES, formType: fixed('diy-request') },
  newsletter: { sourceForm: 'email-signup', rules: NEWSLETTER_FORM_RULES, formType: fixed('newsletter') },
  popup: { sourceForm: 'popup', rules: POPUP_FORM_RULES, formType: fixed('popup') },
  dealerSupport: { sourceForm: 'dealer-support', rules: DEALER_SUPPORT_FORM_RULES, formType: fixed('dealer-support') },
  ownerRegistration: { sourceForm: 'owner-registration', rules: OWNER_REGISTRATION_FORM_RULES, formType: fixed('owner-registration') },
} satisfies Record<string, FormDefinition>;

/** Outbox topic for a CRM record type: crm.lead, crm.customer-service, ... */
export const crmTopic = (formType: string) => `crm.${formType}`;
export const CRM_FORM_TYPES = ['lead', 'customer-service', 'diy-request', 'newsletter', 'popup', 'dealer-support', 'owner-registration'];
