import { pickFormValues, validateForm, type FormSchema, type FormValues } from './field-rules';
import {
  LEAD_FORM_SCHEMA, NEWSLETTER_FORM_SCHEMA, POPUP_FORM_SCHEMA, CUSTOMER_SERVICE_FORM_SCHEMA, OWNER_REGISTRATION_FORM_SCHEMA,
  DEALER_SUPPORT_FORM_SCHEMA, DIY_FORM_SCHEMA, DEALER_SEARCH_SCHEMA, SUBSCRIBER_TYPE_CODE, isValidPurchaseDate,
} from './form-definitions';
import { formMessages, shouldShowError } from './messages';

const long = (n: number) => 'x'.repeat(n);
/** One field's first message against the whole form's values. */
const fieldError = (schema: FormSchema, field: string, values: FormValues) => validateForm(schema, values).find((e) => e.field === field)?.message;

describe('generic form messages (consumer spec: validation rules)', () => {
  it.each([
    [formMessages.required('Email'), 'Email is required'],
    [formMessages.selectionRequired('Brand'), 'Brand selection is required'],
    [formMessages.minLength('VIN', 17), 'Min length for VIN is 17'],
    [formMessages.maxLength('First Name', 50), 'Max length for First Name is 50'],
    [formMessages.notValid('Email'), 'Email is not valid'],
    [formMessages.notCorrectType('Image Upload'), 'Image Upload is not the correct type'],
    [formMessages.tooLarge('Image Upload'), 'Image Upload is greater than 12mb'],
    [formMessages.invalid('ZIP'), 'Invalid ZIP'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  it.each([
    [false, '', false], [false, 'a', true], [true, '', true],
  ])('errors show once submitted (%s) or the field has content (%j)', (submitted, value, shown) => {
    expect(shouldShowError(submitted, value)).toBe(shown);
  });
});

describe('newsletter (spec: validation rules: email required, valid, max 80, trimmed; subscriberTypeCode KNWS)', () => {
  it.each([
    [{ email: '', subscriberTypeCode: 'KNWS' }, 'Email is required'],
    [{ email: '   ', subscriberTypeCode: 'KNWS' }, 'Email is required'],
    [{ email: 'not-an-email', subscriberTypeCode: 'KNWS' }, 'Email is not valid'],
    [{ email: `${long(75)}@x.com`, subscriberTypeCode: 'KNWS' }, 'Max length for Email is 80'],
    [{ email: 'a@b.com', subscriberTypeCode: 'NEWS' }, 'Invalid Subscriber Type Code'],
    [{ email: 'a@b.com' }, 'Subscriber Type Code is required'],
  ])('%j -> %s', (values, message) => expect(validateForm(NEWSLETTER_FORM_SCHEMA, values)[0]?.message).toBe(message));

  it('trims whitespace before checking and keeping the value', () => {
    const values = { email: '  a@b.com ', subscriberTypeCode: 'KNWS' };
    expect(validateForm(NEWSLETTER_FORM_SCHEMA, values)).toEqual([]);
    expect(pickFormValues(NEWSLETTER_FORM_SCHEMA, values).email).toBe('a@b.com');
  });
});

describe('pop-up form (spec: validation rules)', () => {
  const ok = { firstName: 'Ann', lastName: 'Lee', customerEmail: 'ann@example.com' };
  it.each([
    ['firstName', '', 'First Name is required'],
    ['firstName', long(51), 'Max length for First Name is 50'],
    ['lastName', '', 'Last Name is required'],
    ['lastName', long(51), 'Max length for Last Name is 50'],
    ['customerEmail', '', 'Email is required'],
    ['customerEmail', 'ann@', 'Email is not valid'],
    ['customerEmail', `${long(76)}@x.co`, 'Max length for Email is 80'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(validateForm(POPUP_FORM_SCHEMA, { ...ok, [field]: value })).toEqual([{ field, message }]);
  });
  it('accepts a complete form', () => expect(validateForm(POPUP_FORM_SCHEMA, ok)).toEqual([]));
});

describe('lead form (spec: entities and fields, fields, country rule and SMS opt-in)', () => {
  const ok = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', brand: 'MO', country: 'US', state: 'IN', zip: '46526', timeFrame: '1-3 months' };
  it.each([
    ['brand', '', 'Brand selection is required'],
    ['brand', 'ZZ', 'Invalid Brand'],
    ['country', '', 'Country selection is required'],
    ['country', 'MX', 'Invalid Country'],
    ['state', '', 'State selection is required'],
    ['state', 'ON', 'Invalid State'],
    ['zip', '4652', 'Invalid ZIP'],
    ['zip', '', 'ZIP is required'],
    ['timeFrame', '', 'Purchase Time Frame selection is required'],
    ['timeFrame', 'tomorrow', 'Invalid Purchase Time Frame'],
    ['smsOptIn', 'yes', 'Invalid SMS Opt-In'],
    ['phone', '12', 'Invalid Phone'],
    ['buildToken', 'not a token', 'Invalid Build'],
    ['vin', '4YDF38223KB12345O', 'Invalid VIN'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(validateForm(LEAD_FORM_SCHEMA, { ...ok, [field]: value })).toEqual([{ field, message }]);
  });

  it('carries a saved build\'s token and a stock unit\'s VIN when given (Send my build to a dealer)', () => {
    const values = { ...ok, buildToken: 'AbCdEfGhIjKl_-12', vin: '4YDF38223KB123456' };
    expect(validateForm(LEAD_FORM_SCHEMA, values)).toEqual([]);
    expect(pickFormValues(LEAD_FORM_SCHEMA, values)).toMatchObject({ buildToken: 'AbCdEfGhIjKl_-12', vin: '4YDF38223KB123456' });
  });

  it('takes Canadian provinces and postal codes when the country is CA', () => {
    expect(validateForm(LEAD_FORM_SCHEMA, { ...ok, country: 'CA', state: 'AB', zip: 'T2C 4L8' })).toEqual([]);
    expect(validateForm(LEAD_FORM_SCHEMA, { ...ok, country: 'CA', state: 'IN', zip: '46526' })).toEqual([
      { field: 'state', message: 'Invalid Province' }, { field: 'zip', message: 'Invalid Postal Code' },
    ]);
    expect(validateForm(LEAD_FORM_SCHEMA, { ...ok, country: 'CA', state: '', zip: '' })).toEqual([
      { field: 'state', message: 'Province selection is required' }, { field: 'zip', message: 'Postal Code is required' },
    ]);
  });

  it('disables the state when the country is neither US nor CA: not checked, not kept', () => {
    const values = { ...ok, country: '', state: 'IN' };
    expect(validateForm(LEAD_FORM_SCHEMA, values).map((e) => e.field)).toEqual(['country']);
    expect(pickFormValues(LEAD_FORM_SCHEMA, values).state).toBeUndefined();
  });

  it('needs a phone number only when SMS opt-in is "true"', () => {
    expect(fieldError(LEAD_FORM_SCHEMA, 'phone', { smsOptIn: '' })).toBeUndefined();
    expect(fieldError(LEAD_FORM_SCHEMA, 'phone', { smsOptIn: 'true' })).toBe('Phone is required');
    expect(validateForm(LEAD_FORM_SCHEMA, { ...ok, smsOptIn: 'true', phone: '(574) 555-0100' })).toEqual([]);
  });

  it('lists every broken field in form order, first name first', () => {
    expect(validateForm(LEAD_FORM_SCHEMA, {}).map((e) => e.field)).toEqual(['firstName', 'lastName', 'email', 'brand', 'country', 'zip', 'timeFrame']);
  });
});

describe('the other forms', () => {
  const forms = { customerService: CUSTOMER_SERVICE_FORM_SCHEMA, diy: DIY_FORM_SCHEMA, dealerSupport: DEALER_SUPPORT_FORM_SCHEMA, ownerRegistration: OWNER_REGISTRATION_FORM_SCHEMA };
  it.each([
    ['customerService', 'subject', 'S9', 'Invalid Subject'],
    ['customerService', 'comments', long(2001), 'Max length for Comments is 2000'],
    ['diy', 'modelYear', '1890', 'Invalid Model Year'],
    ['diy', 'brand', '', 'Brand selection is required'],
    ['dealerSupport', 'dealerNumber', '', 'Dealer Number is required'],
    ['dealerSupport', 'topic', '', 'Topic selection is required'],
    ['ownerRegistration', 'vin', '1ABC', 'Min length for VIN is 17'],
    ['ownerRegistration', 'vin', '4YDF3OQ21KB123456', 'Invalid VIN'],
    ['ownerRegistration', 'purchaseDate', '2099-01-01', 'Invalid Purchase Date'],
    ['ownerRegistration', 'phone', '', 'Phone is required'],
  ])('%s: %s = %j -> %s', (form, field, value, message) => {
    expect(fieldError(forms[form as keyof typeof forms], field as string, { country: 'US', [field as string]: value })).toBe(message);
  });

  it.each([
    ['2024-02-29', true], ['2023-02-29', false], ['1989-12-31', false], ['2024-1-1', false],
  ])('purchase date %s valid: %s', (value, valid) => expect(isValidPurchaseDate(value, new Date('2026-06-01'))).toBe(valid));
});

describe('dealer locator search', () => {
  it.each([
    ['', 'Enter a ZIP, postal code or city to search.'],
    ['   ', 'Enter a ZIP, postal code or city to search.'],
    [' Goshen, IN ', undefined],
  ])('%j -> %s', (location, message) => expect(fieldError(DEALER_SEARCH_SCHEMA, 'location', { location })).toBe(message));
});

describe('keys named like what every object inherits', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'])('a body key %s is ignored, never a TypeError', (key) => {
    const values = JSON.parse(`{"email":"ann@example.com","subscriberTypeCode":"${SUBSCRIBER_TYPE_CODE}","${key}":"x"}`) as FormValues;
    expect(validateForm(NEWSLETTER_FORM_SCHEMA, values)).toEqual([]);
    expect(pickFormValues(NEWSLETTER_FORM_SCHEMA, values)).toEqual({ email: 'ann@example.com', subscriberTypeCode: SUBSCRIBER_TYPE_CODE });
  });
});
