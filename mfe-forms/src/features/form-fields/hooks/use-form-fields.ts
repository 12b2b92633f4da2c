import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { FormikProps } from 'formik';
import { pickFormValues, shouldShowError, type FormSchema } from '@rv/domain/forms';
import { readDraft, writeDraft } from '../draft-storage';

export type Values = Record<string, string>;

export interface FormSetup {
  /** Names the draft in sessionStorage; forms on one page need different keys. */
  formKey: string;
  /** The form's shared Yup schema (the API validates the same one), Formik's validationSchema. */
  schema: FormSchema;
  initialValues?: Values;
  /** Values the page decides (a chosen dealer); they win over a stored draft. */
  fixedValues?: Values;
}

/** The longest a submit waits for work that fills fields (a ZIP lookup) before it validates what is there. */
export const FILL_WAIT_MS = 4000;

/** Formik's onSubmit for the site's forms: the frame sends (bot check, retry, outbox), so Formik only counts the attempt and validates. */
export const SENT_BY_FRAME = (): void => undefined;

/** A form's start values, read once: its defaults, then the draft kept in sessionStorage, then the page's fixed values. */
export function useDraftValues({ formKey, initialValues = {}, fixedValues = {} }: FormSetup): Values {
  const [values] = useState<Values>(() => ({ ...initialValues, ...readDraft(formKey)?.values, ...fixedValues }));
  return values;
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The field the person meets first: page order, which need not be the schema's order. */
function firstOnPage(names: string[], elements: Map<string, FieldElement>): string {
  const rendered = names.filter((n) => elements.has(n));
  if (rendered.length === 0) return names[0];
  return rendered.reduce((a, b) =>
    (elements.get(b)!.compareDocumentPosition(elements.get(a)!) & Node.DOCUMENT_POSITION_FOLLOWING ? b : a));
}

/**
 * What every form of the site adds to its Formik form (which the component makes with useFormik and
 * its shared Yup schema): messages shown at the spec's time (once submitted or when the field has
 * content), focus to the first invalid field, the server's field errors, the draft mirrored to
 * sessionStorage on every change, and field bindings. Values, errors and validation stay Formik's.
 */
export function useFormFields(formik: FormikProps<Values>, { formKey, schema, initialValues = {}, fixedValues = {} }: FormSetup) {
  const idPrefix = useId();
  const { values, errors, submitCount, setFieldValue, validateForm, submitForm, resetForm, handleBlur } = formik;
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const elements = useRef(new Map<string, FieldElement>());
  const filling = useRef(new Set<Promise<unknown>>());
  // The latest render's values: a submit that waited for a fill sends what the fields show now.
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => {
    writeDraft(formKey, { ...readDraft(formKey), values });
  }, [formKey, values]);

  const setValue = useCallback((name: string, value: string) => {
    void setFieldValue(name, value);
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
  }, [setFieldValue]);

  // One field at a time: Formik's setValues would start from this render's values and undo a change made since.
  const setMany = useCallback((next: Values) => {
    for (const [name, value] of Object.entries(next)) void setFieldValue(name, value);
  }, [setFieldValue]);

  const submitted = submitCount > 0;
  const errorFor = (name: string): string | undefined =>
    serverErrors[name] ?? (shouldShowError(submitted, values[name]) ? errors[name] : undefined);

  const focusField = useCallback((name: string) => {
    const element = elements.current.get(name);
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus();
  }, []);

  /**
   * Work that is filling fields (a ZIP lookup about to fill city and state): a submit made meanwhile waits
   * for it, so the tap is acted on with the filled fields instead of being refused for fields seconds from full.
   */
  const fillPending = useCallback((work: Promise<unknown>) => {
    filling.current.add(work);
    const settled = () => filling.current.delete(work);
    work.then(settled, settled);
  }, []);

  /** Counts a submit attempt; when the schema finds errors, focuses the first invalid field and resolves false. */
  const validate = async (): Promise<boolean> => {
    if (filling.current.size) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const cap = new Promise((resolve) => { timer = setTimeout(resolve, FILL_WAIT_MS); });
      await Promise.race([Promise.allSettled([...filling.current]), cap]);
      clearTimeout(timer);
    }
    await submitForm();
    const invalid = Object.keys(await validateForm());
    if (invalid.length) focusField(firstOnPage(invalid, elements.current));
    return invalid.length === 0;
  };

  /** A field the server refused (400 names it): show its message and take the person there. */
  const setServerError = (field: string, message: string) => {
    setServerErrors((current) => ({ ...current, [field]: message }));
    focusField(field);
  };

  const reset = (next: Values = initialValues) => {
    resetForm({ values: { ...next, ...fixedValues } });
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
      onBlur: (e: FocusEvent<FieldElement>) => handleBlur(e),
      ref: (el: FieldElement | null) => {
        if (el) elements.current.set(name, el);
        else elements.current.delete(name);
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId(name)}-error` : undefined,
    };
  };

  /** The fields to send: the form's own, trimmed, without disabled ones (spec: validation rules, country rule). */
  const payload = () => pickFormValues(schema, latest.current);

  /** Whether the schema knows a field (a 400 naming another one is shown above the submit button). */
  const hasField = (name: string) => name in schema.fields;

  return { values, setValue, setMany, fillPending, errorFor, validate, setServerError, reset, bind, fieldId, payload, hasField };
}

export type FormController = ReturnType<typeof useFormFields>;
