import { useEffect, useRef, type RefObject } from 'react';
import type { FormikErrors } from 'formik';

/**
 * After a submit attempt that the form's schema refused, moves focus to the first invalid field in
 * page order (once per attempt), so a keyboard or screen-reader user lands on what to fix.
 */
export function useFocusFirstInvalid<V>(formik: { submitCount: number; isSubmitting: boolean; errors: FormikErrors<V> }, form: RefObject<HTMLFormElement | null>): void {
  const { submitCount, isSubmitting, errors } = formik;
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const invalid = new Set(Object.keys(errors));
    const first = Array.from(form.current?.elements ?? []).find((element) => invalid.has((element as HTMLInputElement).name));
    (first as HTMLElement | undefined)?.focus();
  }, [submitCount, isSubmitting, errors, form]);
}
