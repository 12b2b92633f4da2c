import { formMessages } from './messages';

/** Flat form values as the forms post them (spec §7: "flat form fields"). */
export type FormValues = Record<string, unknown>;

/** One field's rules; `label` is the {field} of every message. */
export interface FieldRule {
  name: string;
  label: string;
  /** select: a missing value reads '{field} selection is required'; email: a bad one '{field} is not valid'. */
  kind?: 'text' | 'select' | 'email';
  required?: boolean | ((values: FormValues) => boolean);
  /** A disabled field (spec §5: state without a US/CA country) is neither checked nor kept. */
  enabled?: (values: FormValues) => boolean;
  min?: number;
  max?: number;
  /** Allowed values; anything else is 'Invalid {field}'. A function lets options depend on other fields. */
  options?: readonly string[] | ((values: FormValues) => readonly string[]);
  /** Any further rule; false gives 'Invalid {field}'. */
  check?: (value: string, values: FormValues) => boolean;
}

export interface FieldError {
  field: string;
  message: string;
}

// Deliberately plain: one @, no spaces, a dot in the domain with a 2+ letter ending.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** A value as text with outer whitespace trimmed (spec §5: "whitespace trimmed"); absent is ''. */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value).trim();
}

/** The first message a field breaks, or undefined when it is valid. Checks run in the spec's order. */
export function validateField(rule: FieldRule, values: FormValues): string | undefined {
  if (rule.enabled && !rule.enabled(values)) return undefined;
  const value = fieldText(values[rule.name]);
  const required = typeof rule.required === 'function' ? rule.required(values) : rule.required;
  if (value === '') {
    if (!required) return undefined;
    return rule.kind === 'select' ? formMessages.selectionRequired(rule.label) : formMessages.required(rule.label);
  }
  if (rule.min !== undefined && value.length < rule.min) return formMessages.minLength(rule.label, rule.min);
  if (rule.max !== undefined && value.length > rule.max) return formMessages.maxLength(rule.label, rule.max);
  if (rule.kind === 'email' && !EMAIL.test(value)) return formMessages.notValid(rule.label);
  const options = typeof rule.options === 'function' ? rule.options(values) : rule.options;
  if (options && !options.includes(value)) return formMessages.invalid(rule.label);
  if (rule.check && !rule.check(value, values)) return formMessages.invalid(rule.label);
  return undefined;
}

/** Every broken field, in the form's field order (the first is the one to focus). */
export function validateForm(rules: readonly FieldRule[], values: FormValues): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of rules) {
    const message = validateField(rule, values);
    if (message) errors.push({ field: rule.name, message });
  }
  return errors;
}

/** The values of the form's own fields, trimmed; other keys are dropped. */
export function pickFormValues(rules: readonly FieldRule[], values: FormValues): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.enabled && !rule.enabled(values)) continue;
    const value = fieldText(values[rule.name]);
    if (value !== '') picked[rule.name] = value;
  }
  return picked;
}
