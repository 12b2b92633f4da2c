/** The generic form messages of consumer spec (validation rules), word for word; {field} is the field's label. */
export const formMessages = {
  required: (field: string) => `${field} is required`,
  selectionRequired: (field: string) => `${field} selection is required`,
  minLength: (field: string, n: number) => `Min length for ${field} is ${n}`,
  maxLength: (field: string, n: number) => `Max length for ${field} is ${n}`,
  /** Used for a bad e-mail address. */
  notValid: (field: string) => `${field} is not valid`,
  /** Used for an image upload whose bytes are not an accepted image type. */
  notCorrectType: (field: string) => `${field} is not the correct type`,
  tooLarge: (field: string) => `${field} is greater than 12mb`,
  /** Every other rule a value breaks. */
  invalid: (field: string) => `Invalid ${field}`,
} as const;

/** Spec (validation rules): errors show once the form is submitted or the field has content. */
export function shouldShowError(submitted: boolean, value: unknown): boolean {
  return submitted || (value !== undefined && value !== null && String(value) !== '');
}

/** Spec (error catalogue): the lead form's text for any failure other than 400 or 403. */
export const REMOTE_SERVER_ERROR_MESSAGE = 'A remote server error was caught submitting your form. Please try again later.';
/** Spec (error catalogue): the e-mail signup's fallback when the site has no configured error message. */
export const DEFAULT_SERVER_ERROR_MESSAGE = 'Default Server Error Message';
