import type { ApiFailure, ApiMessageKey, FailureKind } from '../../../api';
import type { FormResult } from '../../../forms/formPost';

/** What a refused form post tells the page: enough to show the message (useFailureText), nothing else. */
export interface RefusedFailure {
  readonly kind: FailureKind;
  readonly message?: string;
  readonly messageKey?: ApiMessageKey;
  readonly code?: number;
  /** A message key with its namespace (`forms:signInRefused`), from a form result that gave no text. */
  readonly textKey?: string;
}

/**
 * What a page's route action answers for a form post, as plain data (the browser's router hands it
 * to the page; the server could put it in the page's HTML): the shop took it (`ok`, with the
 * call's data), refused it (the page shows the message and keeps the form), or the shopper must
 * sign in first (`login`, with the server's vetted login link when it gave one).
 */
export type SubmissionOutcome<T = unknown> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'refused'; readonly failure: RefusedFailure }
  | { readonly kind: 'login'; readonly loginLink?: string };

/** A post whose body is not the form's values (a tampered or truncated post): refused, with the api's malformed message. */
export const MALFORMED_SUBMISSION: SubmissionOutcome<never> = { kind: 'refused', failure: { kind: 'malformed', messageKey: 'malformed' } };

/** The outcome of one api call's result: its data when ok, login for a login failure, else refused with what the message needs. */
export function submissionOutcomeOf<T>(result: { readonly ok: true; readonly data: T } | ApiFailure): SubmissionOutcome<T> {
  if (result.ok) return { kind: 'ok', value: result.data };
  if (result.kind === 'login') return result.loginLink !== undefined ? { kind: 'login', loginLink: result.loginLink } : { kind: 'login' };
  return {
    kind: 'refused',
    failure: {
      kind: result.kind,
      ...(result.message !== undefined ? { message: result.message } : {}),
      ...(result.messageKey !== undefined ? { messageKey: result.messageKey } : {}),
      ...(result.code !== undefined ? { code: result.code } : {}),
    },
  };
}

/** Whether a value a fetcher returned is a form outcome (anything else is ignored, never trusted). */
export function isSubmissionOutcome(value: unknown): value is SubmissionOutcome {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  const kind = (value as { kind: unknown }).kind;
  if (kind === 'ok') return 'value' in value;
  if (kind === 'refused') return typeof (value as { failure?: unknown }).failure === 'object' && (value as { failure?: unknown }).failure !== null;
  return kind === 'login';
}

/**
 * The outcome of a form result, the answer of an action that also serves forms posted without
 * JavaScript (formPost's FormResult, carried over the server's 303): ok, or refused with the
 * backend's message or a message key (the form's own, else `forms:refused`).
 */
export function submissionOutcomeOfFormResult(result: FormResult): SubmissionOutcome<undefined> {
  const { outcome } = result;
  if (outcome.kind === 'ok') return { kind: 'ok', value: undefined };
  return {
    kind: 'refused',
    failure: {
      kind: 'toast',
      ...(outcome.message !== undefined ? { message: outcome.message } : { textKey: outcome.messageKey ?? 'forms:refused' }),
      ...(outcome.code !== undefined ? { code: outcome.code } : {}),
    },
  };
}
