import { useCallback, useRef, useState } from 'react';
import { fetchBotCheckToken } from '../api/bot-check.resource';
import { classifySubmitError, type FormAck, type SendContext, type SubmitFailure } from '../api/form-submit.resource';
import { attemptKey, clearDraft } from '../draft-storage';

/** Spec (states and transitions): formState is ready, success or error; it starts ready. */
export type FormState = 'ready' | 'success' | 'error';

/** Why the form is in its error state: the network (the draft waits for a retry) or the server. */
export type ErrorCause = 'network' | 'server';

export type SendResult = { ok: true; ack: FormAck } | { ok: false; failure: SubmitFailure };

/**
 * The send of one form (spec: states and transitions, form states and bot-check flow, form errors):
 * - a bot-check token is solved invisibly before each send and cleared after it; an expired one is
 *   solved again once, any other bot-check refusal is reported for the form to show;
 * - the attempt's Idempotency-Key lives in the draft, so a retry (or a resend after a lost answer)
 *   is stored once;
 * - the draft is cleared only when the server acknowledged the submission.
 */
export function useSubmission<F extends Record<string, unknown>>(formKey: string, send: (fields: F, ctx: SendContext) => Promise<FormAck>) {
  const [formState, setFormState] = useState<FormState>('ready');
  const [submitting, setSubmitting] = useState(false);
  const [errorCause, setErrorCause] = useState<ErrorCause | null>(null);
  const [ack, setAck] = useState<FormAck | null>(null);
  const last = useRef<F | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;

  const run = useCallback(async (fields: F): Promise<SendResult> => {
    last.current = fields;
    setSubmitting(true);
    try {
      const idempotencyKey = attemptKey(formKey, fields);
      for (let attempt = 0; ; attempt += 1) {
        let failure: SubmitFailure;
        try {
          const botCheckToken = await fetchBotCheckToken();
          const result = await sendRef.current(fields, { idempotencyKey, botCheckToken });
          clearDraft(formKey);
          setAck(result);
          setErrorCause(null);
          setFormState('success');
          return { ok: true, ack: result };
        } catch (error) {
          failure = classifySubmitError(error);
        }
        if (failure.kind === 'bot-check' && failure.expired && attempt === 0) continue;
        // 400 and 403 leave the form as it is (spec: states and transitions); every other failure is the error state.
        if (failure.kind === 'network' || failure.kind === 'server') {
          setErrorCause(failure.kind);
          setFormState('error');
        }
        return { ok: false, failure };
      }
    } finally {
      setSubmitting(false);
    }
  }, [formKey]);

  /** Sends the same fields again with the same key ('Try again' after a network failure). */
  const retry = useCallback(() => (last.current ? run(last.current) : Promise.resolve(null)), [run]);

  /** 'Back To Form': the error state returns to ready, the typed values untouched. */
  const backToForm = useCallback(() => {
    setFormState('ready');
    setErrorCause(null);
  }, []);

  /** 'Submit Another Request': a fresh start after a success. */
  const startOver = useCallback(() => {
    setFormState('ready');
    setAck(null);
    setErrorCause(null);
    last.current = null;
  }, []);

  return { formState, submitting, errorCause, ack, submit: run, retry, backToForm, startOver };
}

export type Submission = ReturnType<typeof useSubmission>;
