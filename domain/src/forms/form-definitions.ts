import { ALL_BRAND_OPTIONS, LEAD_BRANDS } from '@rv/domain';
import { CA_POSTAL_CODE, US_ZIP } from '@rv/domain/locale';
import { formMessages } from './messages';
import {
  emailField, formSchema, invalidUnless, requiredText, selectField, textField, type FieldSchema, type FormSchema,
} from './field-rules';
import {
  COUNTRY_OPTIONS, CUSTOMER_SERVICE_SUBJECTS, DEALER_SUPPORT_TOPICS, PURCHASE_TIMEFRAME_OPTIONS, isStateEnabled, postalCodeLabel,
  stateLabel, stateOptionsFor,
} from './options';

/**
 * The Yup schema of every form, shared by the forms (Formik's validationSchema) and the API, so both
 * give the same messages. Spec (validation rules) fixes the newsletter and pop-up rules; "further lead-field rules
 * are not shown", so the lengths and formats of the other fields are ours.
 */
const values = (options: readonly { value: string }[]) => options.map((o) => o.value).filter(Boolean);

// North American numbers: 10 digits, optional +1, common separators.
const PHONE = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
// 17 characters, no I, O or Q (ISO 3779).
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;

export function isValidZip(zip: string, country?: string): boolean {
  if (country === 'US') return US_ZIP.test(zip);
  if (country === 'CA') return CA_POSTAL_CODE.test(zip);
  return US_ZIP.test(zip) || CA_POSTAL_CODE.test(zip);
}

/** A saved build's token as the API issues it (base64url, 16 characters). */
export const BUILD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16}$/;

const firstName = () => textField('First Name', { required: true, max: 50 });
const lastName = () => textField('Last Name', { required: true, max: 50 });
const email = (label = 'Email') => emailField(label, 80);
const phone = (required = false) => textField('Phone', { required, max: 20, check: (v) => PHONE.test(v) });
const country = () => selectField('Country', values(COUNTRY_OPTIONS));
// The state list follows the country; without US or CA the field is disabled: neither checked nor kept (spec: validation rules).
// Its messages name it as the form labels it for the country (State or Province).
const state = (): FieldSchema => textField('State').when('country', ([chosen]: unknown[], schema: FieldSchema) => {
  const code = String(chosen ?? '');
  if (!isStateEnabled(code)) return schema.strip();
  const label = stateLabel(code);
  return requiredText(schema, label, true).oneOf(values(stateOptionsFor(code)), formMessages.invalid(label));
});
const ZIP_MAX = 10;
const zip = (): FieldSchema => textField('ZIP').when('country', ([chosen]: unknown[], schema: FieldSchema) => {
  const code = String(chosen ?? '');
  const label = postalCodeLabel(code);
  return invalidUnless(requiredText(schema, label).max(ZIP_MAX, formMessages.maxLength(label, ZIP_MAX)), label, (v) => isValidZip(v, code));
});
const city = (required = false) => textField('City', { required, max: 50 });
const anyBrand = (required: boolean) => selectField('Brand', values(ALL_BRAND_OPTIONS), required);
const comments = (required: boolean, label = 'Comments') => textField(label, { required, max: 2000 });

/** Labels the visitor sees where a form words a field its own way; the field's messages use the same words. */
export const FIELD_LABELS = { diyComments: 'What you need help with', timeFrame: 'Purchase Time Frame' } as const;
const vin = (required: boolean) => textField('VIN', { required, min: 17, max: 17, check: (v) => VIN.test(v) });
const modelYear = () => textField('Model Year', { check: (v) => /^\d{4}$/.test(v) && Number(v) >= 1990 && Number(v) <= new Date().getFullYear() + 2 });
const dealerNumber = (label: string, required = false) => textField(label, { required, max: 20 });

/** Lead ("request a quote" / "contact a dealer"), spec (entities and fields) lead form fields. */
export const LEAD_FORM_SCHEMA: FormSchema = formSchema({
  firstName: firstName(), lastName: lastName(), email: email(),
  // A number is needed to text the person who opted in to SMS.
  phone: phone().when('smsOptIn', { is: 'true', then: (schema) => requiredText(schema, 'Phone') }),
  brand: selectField('Brand', LEAD_BRANDS.map((b) => b.code)),
  productType: textField('Product Type', { max: 100 }),
  floorPlan: textField('Floor Plan', { max: 100 }),
  productLine: textField('Product Line', { max: 100 }),
  country: country(), state: state(), zip: zip(), city: city(),
  smsOptIn: selectField('SMS Opt-In', ['true'], false),
  timeFrame: selectField(FIELD_LABELS.timeFrame, values(PURCHASE_TIMEFRAME_OPTIONS)),
  dealerNumber: dealerNumber('Dealer'),
  // 'Send my build to a dealer': the saved build's token and, from 'Find one near me', the stock unit's VIN.
  buildToken: textField('Build', { check: (v) => BUILD_TOKEN_PATTERN.test(v) }),
  vin: vin(false),
  comments: comments(false),
});

export const CUSTOMER_SERVICE_FORM_SCHEMA: FormSchema = formSchema({
  firstName: firstName(), lastName: lastName(), email: email(), phone: phone(),
  subject: selectField('Subject', values(CUSTOMER_SERVICE_SUBJECTS)),
  brand: anyBrand(false), vin: vin(false), country: country(), state: state(), zip: zip(), city: city(),
  comments: comments(true),
});

/** DIY request; the image travels beside these fields (see image-upload.ts). */
export const DIY_FORM_SCHEMA: FormSchema = formSchema({
  firstName: firstName(), lastName: lastName(), email: email(), phone: phone(), brand: anyBrand(true),
  modelYear: modelYear(), vin: vin(false), comments: comments(true, FIELD_LABELS.diyComments),
});

/** Spec (validation rules) newsletter: email required, valid, max 80, trimmed; subscriberTypeCode is always KNWS. */
export const SUBSCRIBER_TYPE_CODE = 'KNWS';
export const NEWSLETTER_FORM_SCHEMA: FormSchema = formSchema({
  email: email(),
  subscriberTypeCode: requiredText(selectField('Subscriber Type Code', [SUBSCRIBER_TYPE_CODE], false), 'Subscriber Type Code'),
});

/** Spec (validation rules) pop-up form: firstName and lastName required max 50; customerEmail required, valid, max 80. */
export const POPUP_FORM_SCHEMA: FormSchema = formSchema({ firstName: firstName(), lastName: lastName(), customerEmail: email() });

export const DEALER_SUPPORT_FORM_SCHEMA: FormSchema = formSchema({
  dealerNumber: dealerNumber('Dealer Number', true), firstName: firstName(), lastName: lastName(), email: email(), phone: phone(),
  topic: selectField('Topic', values(DEALER_SUPPORT_TOPICS)),
  comments: comments(true),
});

/** A purchase date: a real calendar day, not in the future, not before 1990. */
export function isValidPurchaseDate(value: string, today = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '1990-01-01' && value <= today.toISOString().slice(0, 10);
}

/** Warranty registration: the unit (VIN, brand, year), the sale (date, dealer) and the owner. */
export const OWNER_REGISTRATION_FORM_SCHEMA: FormSchema = formSchema({
  vin: vin(true), brand: anyBrand(true), modelYear: modelYear(),
  purchaseDate: textField('Purchase Date', { required: true, check: (v) => isValidPurchaseDate(v) }),
  dealerName: textField('Selling Dealer', { required: true, max: 100 }), dealerNumber: dealerNumber('Dealer Number'),
  firstName: firstName(), lastName: lastName(), email: email(), phone: phone(true),
  address1: textField('Address', { required: true, max: 100 }), address2: textField('Address Line 2', { max: 100 }),
  city: city(true), country: country(), state: state(), zip: zip(),
});

/** The dealer locator's search: a ZIP, postal code or city to search from (a position needs none). */
export const DEALER_SEARCH_MESSAGE = 'Enter a ZIP, postal code or city to search.';
export const DEALER_SEARCH_SCHEMA: FormSchema = formSchema({ location: textField('Location', { max: 200 }).required(DEALER_SEARCH_MESSAGE) });

/** Tracking fields every lead payload carries (spec: entities and fields; the calls). */
export const TRACKING_FIELDS = ['userUid', 'sessionUid', 'leadSourceName', 'leadCampaignName', 'eventName'] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];
