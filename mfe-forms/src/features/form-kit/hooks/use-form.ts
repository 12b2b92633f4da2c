import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { pickFormValues, shouldShowError, validateForm, type FieldRule } from '@rv/shared-lib/forms';
import { readDraft, writeDraft } from '../draft-storage';

export type Values = Record<string, string>;

export interface UseFormOptions {
  /** Names the draft in sessionStorage; forms on one page need different keys. */
  formKey: string;
  rules: readonly FieldRule[];
  initialValues?: Values;
  /** Values the page decides (a chosen dealer); they win over a stored draft. */
  fixedValues?: Values;
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The field the person meets first: page order, which need not be the rules' order. */
function firstOnPage(names: string[], elements: Map<string, FieldElement>): string {
  const rendered = names.filter((n) => elements.has(n));
  if (rendered.length === 0) return names[0];
  return rendered.reduce((a, b) =>
    (elements.get(b)!.compareDocumentPosition(elements.get(a)!) & Node.DOCUMENT_POSITION_FOLLOWING ? b : a));
}

/**
 * Form state driven by the shared rules (the API checks the same ones): values, messages shown at
 * the spec's time (once submitted or when the field has content), focus to the first invalid
 * field, and the draft mirrored to sessionStorage on every change.
 */
export function useForm({ formKey, rules, initialValues = {}, fixedValues = {} }: UseFormOptions) {
  const idPrefix = useId();
  const [values, setValues] = useState<Values>(() => ({ ...initialValues, ...readDraft(formKey)?.values, ...fixedValues }));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const elements = useRef(new Map<string, FieldElement>());

  useEffect(() => {
    writeDraft(formKey, { ...readDraft(formKey), values });
  }, [formKey, values]);

  const errors = useMemo(() => Object.fromEntries(validateForm(rules, values).map((e) => [e.field, e.message])), [rules, values]);

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  const setMany = useCallback((next: Values) => setValues((current) => ({ ...current, ...next })), []);

  const errorFor = (name: string): string | undefined =>
    serverErrors[name] ?? (shouldShowError(submitted, values[name]) ? errors[name] : undefined);

  const focusField = useCallback((name: string) => {
    const element = elements.current.get(name);
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus();
  }, []);

  /** Marks the form submitted; when invalid, focuses the first invalid field and returns false. */
  const validate = (): boolean => {
    setSubmitted(true);
    const invalid = validateForm(rules, values).map((e) => e.field);
    if (invalid.length) focusField(firstOnPage(invalid, elements.current));
    return invalid.length === 0;
  };

  /** A field the server refused (400 names it): show its message and take the person there. */
  const setServerError = (field: string, message: string) => {
    setServerErrors((current) => ({ ...current, [field]: message }));
    focusField(field);
  };

  const reset = (next: Values = initialValues) => {
    setValues({ ...next, ...fixedValues });
    setSubmitted(false);
    setServerErrors({});
  };

  const fieldId = (name: string) => `${idPrefix}-${name}`;

  /** Props for an input, select or textarea bound to one field. */
  const bind = (name: string, onValueChange?: (value: string) => void) => {
    const error = errorFor(name);
    return {
      id: fieldId(name),
      name,
      value: values[name] ?? '',
      onChange: (e: ChangeEvent<FieldElement>) => {
        setValue(name, e.target.value);
        onValueChange?.(e.target.value);
      },
      ref: (el: FieldElement | null) => {
        if (el) elements.current.set(name, el);
        else elements.current.delete(name);
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId(name)}-error` : undefined,
    };
  };

  /** The fields to send: the form's own, trimmed, without disabled ones (spec §5 country rule). */
  const payload = () => pickFormValues(rules, values);

  return { values, setValue, setMany, errorFor, validate, setServerError, reset, bind, fieldId, payload, submitted, rules };
}

export type FormController = ReturnType<typeof useForm>;
