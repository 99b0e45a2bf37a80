import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSignInAndBack } from '../login/useSignInAndBack';
import { TOKEN_FIELD } from '../../../forms/formPost';
import { parseFormResult } from '../../../forms/formResult';
import { useFormSession } from '../../../forms/formSession';
import { isSubmissionOutcome, submissionOutcomeOfFormResult, type SubmissionOutcome, type RefusedFailure } from './submissionOutcome';

/** A value a form posts as JSON. */
export type PostedValue = string | number | boolean | null | readonly PostedValue[] | { readonly [key: string]: PostedValue };

/** A form's values, posted as one JSON object. */
export type PostedValues = { readonly [key: string]: PostedValue };

export interface FormSubmissionOptions<T> {
  /** The shop took the post: the page's own success (its toast and navigation, its thank-you). */
  readonly onOk: (value: T) => void;
  /** Refused: the page shows the refusal its own way (instead of `failure`); a cancelled duplicate never comes here. */
  readonly onRefused?: (failure: RefusedFailure) => void;
  /** After the shop took it, no further submit is taken (the page leaves, or the form gives way to a thank-you). */
  readonly once?: boolean;
  /** Load the page's data again after each post (a saved form shows what the shop keeps); off by default. */
  readonly revalidate?: boolean;
  /** The route whose action takes the post; by default the page's own. */
  readonly action?: string;
}

export interface FormSubmission<Values> {
  /** A post is on its way: the form shows it is busy. */
  readonly submitting: boolean;
  /** The text of the last refusal (the server's message, else the api's), or null. */
  readonly failure: string | null;
  /** The last outcome the action answered, or null before the first. */
  readonly outcome: SubmissionOutcome | null;
  /**
   * Posts the page's values (and the session's form token) to its route action as JSON. `prepare`
   * checks the form and gives the values, or null to send nothing (its field messages shown). A
   * form's own FormData (its named fields, as a form posted without JavaScript sends them) is posted
   * as form fields instead. While a post is on its way (a double click, Enter pressed twice) further
   * calls are ignored, `prepare` included.
   */
  readonly submit: (prepare: () => Values | FormData | null) => void;
  /** Forgets the last outcome and its message (a form opened afresh); a post on its way is let go. */
  readonly reset: () => void;
  /** react-router's fetcher form, for a page that posts real named fields (it works before hydration). */
  readonly Form: FetcherWithComponents<unknown>['Form'];
  /** The `onSubmit` of such a form: lets the first submit through and stops the ones after it while it is on its way. */
  readonly onFormSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * One way for a form page to submit (issue 41 §6): the values go to the page's route action through
 * react-router's fetcher (`fetcher.submit(values, { method: 'post', encType: 'application/json' })`,
 * a form's FormData, or a real `<Form>` with named fields), and the action's answer (a
 * submissionOutcome, or a FormResult of an action that also serves forms posted without
 * JavaScript) is mapped once: ok → `onOk`; refused → `failure` or `onRefused` (a cancelled
 * duplicate says nothing); login → the login page and back (the server's login link when it gave
 * one). One post at a time. An action that redirects or throws leaves the page (a navigation, or the
 * route's error page), so nothing is mapped then.
 */
export function useFormSubmission<Values extends PostedValues, T = unknown>(options: FormSubmissionOptions<T>): FormSubmission<Values> {
  const fetcher = useFetcher();
  const failureText = useFailureText();
  const { t } = useTranslation(['forms', 'api']);
  const signIn = useSignInAndBack();
  const { token } = useFormSession();
  const { once = false, revalidate = false, action } = options;
  /** Set on the first submit, cleared when its outcome arrives (kept after ok for a `once` form). */
  const locked = useRef(false);
  /** The fetcher data whose outcome was already handled. */
  const handled = useRef<unknown>(fetcher.data);
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState<RefusedFailure | null>(null);
  const [outcome, setOutcome] = useState<SubmissionOutcome | null>(null);

  const settle = useEffectEvent((answer: unknown) => {
    locked.current = false;
    setPending(false);
    const result = isSubmissionOutcome(answer) ? null : parseFormResult(answer);
    const data = result ? submissionOutcomeOfFormResult(result) : answer;
    if (!isSubmissionOutcome(data)) return;
    setOutcome(data);
    if (data.kind === 'ok') {
      locked.current = once;
      // The page's own action answered: its value is what that action's call returns.
      options.onOk(data.value as T);
    } else if (data.kind === 'login') signIn(data.loginLink !== undefined ? { loginLink: data.loginLink } : undefined);
    else if (data.failure.kind === 'cancelled') return;
    else if (options.onRefused) options.onRefused(data.failure);
    else setRefused(data.failure);
  });

  useEffect(() => {
    if (fetcher.data === handled.current) return;
    handled.current = fetcher.data;
    settle(fetcher.data);
  }, [fetcher.data]);

  const { submit: post, reset: resetFetcher } = fetcher;
  const reset = useCallback(() => {
    resetFetcher();
    locked.current = false;
    setPending(false);
    setRefused(null);
    setOutcome(null);
  }, [resetFetcher]);

  const submit = useCallback(
    (prepare: () => Values | FormData | null) => {
      if (locked.current) return;
      setRefused(null);
      const values = prepare();
      if (values === null) return;
      locked.current = true;
      setPending(true);
      const how = { method: 'post', defaultShouldRevalidate: revalidate, ...(action !== undefined ? { action } : {}) } as const;
      // Every form post carries the session's token (ARCHITECTURE), when the page has one.
      if (values instanceof FormData) {
        const fields = new FormData();
        for (const [name, value] of values) fields.append(name, value);
        if (token !== '' && !fields.has(TOKEN_FIELD)) fields.set(TOKEN_FIELD, token);
        void post(fields, how);
      } else void post(token !== '' ? { ...values, [TOKEN_FIELD]: token } : values, { ...how, encType: 'application/json' });
    },
    [post, revalidate, action, token],
  );

  const onFormSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    if (locked.current) {
      event.preventDefault();
      return;
    }
    locked.current = true;
    setRefused(null);
    setPending(true);
  }, []);

  return {
    submitting: pending || fetcher.state !== 'idle',
    failure: refused ? (refused.textKey !== undefined && !refused.message ? t(refused.textKey) : failureText(refused)) : null,
    outcome,
    submit,
    reset,
    Form: fetcher.Form,
    onFormSubmit,
  };
}
