/** Option lists of consumer spec (entities and fields; states and transitions): purchase time frame, countries, US states and Canadian provinces. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Spec (entities and fields): a blank placeholder, then four time frames. */
export const PURCHASE_TIMEFRAME_OPTIONS: readonly SelectOption[] = [
  { value: '', label: '' },
  { value: '1-3 months', label: '1-3 months' },
  { value: '3-6 months', label: '3-6 months' },
  { value: '6 months - 1 year', label: '6 months - 1 year' },
  { value: '1 year or longer', label: '1 year or longer' },
];

/** Spec (entities and fields): countries offered are US and CA. */
export const COUNTRY_OPTIONS: readonly SelectOption[] = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

/** The 50 states, DC, and the territories (spec (entities and fields): "US states (including territories)"). */
export const US_STATES: readonly SelectOption[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
  ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
  ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['AS', 'American Samoa'], ['GU', 'Guam'], ['MP', 'Northern Mariana Islands'], ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'], ['UM', 'U.S. Minor Outlying Islands'],
].map(([value, label]) => ({ value, label }));

/** The ten provinces and three territories of Canada. */
export const CA_PROVINCES: readonly SelectOption[] = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
].map(([value, label]) => ({ value, label }));

/** Spec (validation rules) country rule: US gives US states, CA gives Canadian provinces, anything else none. */
export function stateOptionsFor(country: string | undefined): readonly SelectOption[] {
  if (country === 'US') return US_STATES;
  if (country === 'CA') return CA_PROVINCES;
  return [];
}

/** Spec (validation rules): the state field is disabled unless the country is US or CA. */
export function isStateEnabled(country: string | undefined): boolean {
  return stateOptionsFor(country).length > 0;
}

/** The postal code field's label as the visitor sees it, and so as its messages name it: Canada says Postal Code. */
export function postalCodeLabel(country: string | undefined): 'Postal Code' | 'ZIP' {
  return country === 'CA' ? 'Postal Code' : 'ZIP';
}

/** The state field's label as the visitor sees it, and so as its messages name it: Canada says Province. */
export function stateLabel(country: string | undefined): 'Province' | 'State' {
  return country === 'CA' ? 'Province' : 'State';
}

/** Spec (validation rules): the SMS opt-in checkbox value is 'true' when checked and empty otherwise. */
export function smsOptInValue(checked: boolean): 'true' | '' {
  return checked ? 'true' : '';
}

/**
 * Customer-service subjects. The spec names only S3 ("sent through the lead-generation path"),
 * so S3 is the sales question; the other codes are ours.
 */
export const CUSTOMER_SERVICE_SUBJECTS: readonly SelectOption[] = [
  { value: 'S1', label: 'Product question' },
  { value: 'S2', label: 'Warranty or service' },
  { value: 'S3', label: 'Buying an RV / contact a dealer' },
  { value: 'S4', label: 'Parts and accessories' },
  { value: 'S5', label: 'Website feedback' },
  { value: 'S6', label: 'Other' },
];
/** Spec (states and transitions): a customer-service form with this subject goes through the lead path. */
export const LEAD_SUBJECT = 'S3';

/** Topics of the dealer support form (dealer spec (the calls) leaves them open). */
export const DEALER_SUPPORT_TOPICS: readonly SelectOption[] = [
  { value: 'warranty', label: 'Warranty claim' },
  { value: 'parts', label: 'Parts order' },
  { value: 'portal', label: 'Dealer portal access' },
  { value: 'incentives', label: 'Incentives and SPIFFs' },
  { value: 'other', label: 'Other' },
];
