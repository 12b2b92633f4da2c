import { ALL_BRAND_OPTIONS, LEAD_BRANDS } from '@rv/shared-lib/domain';
import type { FieldRule, FormValues } from './field-rules';
import {
  COUNTRY_OPTIONS, CUSTOMER_SERVICE_SUBJECTS, DEALER_SUPPORT_TOPICS, PURCHASE_TIMEFRAME_OPTIONS, isStateEnabled, stateOptionsFor,
} from './options';

/**
 * The field rules of every form, shared by the forms (formik/yup) and the API, so both give the
 * same messages. Spec §5 fixes the newsletter and pop-up rules; "further lead-field rules are not
 * shown", so the lengths and formats of the other fields are ours.
 */
const values = (options: readonly { value: string }[]) => options.map((o) => o.value).filter(Boolean);

const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_POSTAL = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;
// North American numbers: 10 digits, optional +1, common separators.
const PHONE = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
// 17 characters, no I, O or Q (ISO 3779).
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;

export function isValidZip(zip: string, country?: string): boolean {
  if (country === 'US') return US_ZIP.test(zip);
  if (country === 'CA') return CA_POSTAL.test(zip);
  return US_ZIP.test(zip) || CA_POSTAL.test(zip);
}

const text = (name: string, label: string, max: number, required = false): FieldRule => ({ name, label, max, required });
const firstName = text('firstName', 'First Name', 50, true);
const lastName = text('lastName', 'Last Name', 50, true);
const email: FieldRule = { name: 'email', label: 'Email', kind: 'email', required: true, max: 80 };
const phone = (required: FieldRule['required'] = false): FieldRule => ({ name: 'phone', label: 'Phone', max: 20, required, check: (v) => PHONE.test(v) });
const country: FieldRule = { name: 'country', label: 'Country', kind: 'select', required: true, options: values(COUNTRY_OPTIONS) };
const state: FieldRule = {
  name: 'state', label: 'State', kind: 'select',
  required: true,
  enabled: (v: FormValues) => isStateEnabled(String(v.country ?? '')),
  options: (v: FormValues) => values(stateOptionsFor(String(v.country ?? ''))),
};
const zip = (required = true): FieldRule => ({ name: 'zip', label: 'ZIP', max: 10, required, check: (v, all) => isValidZip(v, String(all.country ?? '')) });
const leadBrand: FieldRule = { name: 'brand', label: 'Brand', kind: 'select', required: true, options: LEAD_BRANDS.map((b) => b.code) };
const anyBrand = (required: boolean): FieldRule => ({ name: 'brand', label: 'Brand', kind: 'select', required, options: values(ALL_BRAND_OPTIONS) });
const comments = (required: boolean): FieldRule => text('comments', 'Comments', 2000, required);
const vin = (required: boolean): FieldRule => ({ name: 'vin', label: 'VIN', required, min: 17, max: 17, check: (v) => VIN.test(v) });
const modelYear: FieldRule = { name: 'modelYear', label: 'Model Year', check: (v) => /^\d{4}$/.test(v) && Number(v) >= 1990 && Number(v) <= new Date().getFullYear() + 2 };

/** Lead ("request a quote" / "contact a dealer"), spec §3 lead form fields. */
export const LEAD_FORM_RULES: readonly FieldRule[] = [
  firstName, lastName, email,
  // A number is needed to text the person who opted in to SMS.
  phone((v) => String(v.smsOptIn ?? '') === 'true'),
  leadBrand,
  text('productType', 'Product Type', 100),
  text('floorPlan', 'Floor Plan', 100),
  text('productLine', 'Product Line', 100),
  country, state, zip(), text('city', 'City', 50),
  { name: 'smsOptIn', label: 'SMS Opt-In', options: ['true'] },
  { name: 'timeFrame', label: 'Time Frame', kind: 'select', required: true, options: values(PURCHASE_TIMEFRAME_OPTIONS) },
  text('dealerNumber', 'Dealer', 20),
  // 'Send my build to a dealer': the saved build's token and, from 'Find one near me', the stock unit's VIN.
  { name: 'buildToken', label: 'Build', check: (v) => BUILD_TOKEN_PATTERN.test(v) },
  vin(false),
  comments(false),
];

/** A saved build's token as the API issues it (base64url, 16 characters). */
export const BUILD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16}$/;

export const CUSTOMER_SERVICE_FORM_RULES: readonly FieldRule[] = [
  firstName, lastName, email, phone(),
  { name: 'subject', label: 'Subject', kind: 'select', required: true, options: values(CUSTOMER_SERVICE_SUBJECTS) },
  anyBrand(false), vin(false), country, state, zip(), text('city', 'City', 50),
  comments(true),
];

/** DIY request; the image travels beside these fields (see image-upload.ts). */
export const DIY_FORM_RULES: readonly FieldRule[] = [
  firstName, lastName, email, phone(), anyBrand(true), modelYear, vin(false), comments(true),
];

/** Spec §5 newsletter: email required, valid, max 80, trimmed; subscriberTypeCode is always KNWS. */
export const SUBSCRIBER_TYPE_CODE = 'KNWS';
export const NEWSLETTER_FORM_RULES: readonly FieldRule[] = [
  email,
  { name: 'subscriberTypeCode', label: 'Subscriber Type Code', required: true, options: [SUBSCRIBER_TYPE_CODE] },
];

/** Spec §5 pop-up form: firstName and lastName required max 50; customerEmail required, valid, max 80. */
export const POPUP_FORM_RULES: readonly FieldRule[] = [
  firstName, lastName, { name: 'customerEmail', label: 'Email', kind: 'email', required: true, max: 80 },
];

export const DEALER_SUPPORT_FORM_RULES: readonly FieldRule[] = [
  text('dealerNumber', 'Dealer Number', 20, true), firstName, lastName, email, phone(),
  { name: 'topic', label: 'Topic', kind: 'select', required: true, options: values(DEALER_SUPPORT_TOPICS) },
  comments(true),
];

/** A purchase date: a real calendar day, not in the future, not before 1990. */
export function isValidPurchaseDate(value: string, today = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '1990-01-01' && value <= today.toISOString().slice(0, 10);
}

/** Warranty registration: the unit (VIN, brand, year), the sale (date, dealer) and the owner. */
export const OWNER_REGISTRATION_FORM_RULES: readonly FieldRule[] = [
  vin(true), anyBrand(true), modelYear,
  { name: 'purchaseDate', label: 'Purchase Date', required: true, check: (v) => isValidPurchaseDate(v) },
  text('dealerName', 'Selling Dealer', 100, true), text('dealerNumber', 'Dealer Number', 20),
  firstName, lastName, email, phone(true),
  text('address1', 'Address', 100, true), text('address2', 'Address Line 2', 100),
  text('city', 'City', 50, true), country, state, zip(),
];

/** Tracking fields every lead payload carries (spec §3, §7). */
export const TRACKING_FIELDS = ['userUid', 'sessionUid', 'leadSourceName', 'leadCampaignName', 'eventName'] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];
