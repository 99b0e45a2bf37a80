import type { ApiFailure } from '../../../api';

/** A failed sign-in call as the form shows it: the readable message, and whether trying again may help. */
export interface FormFailure {
  readonly message: string;
  /** No answer, a time-out or a broken answer: the same request may work on a second try. */
  readonly retryable: boolean;
}

const RETRYABLE: readonly ApiFailure['kind'][] = ['timeout', 'network', 'malformed'];

/** What a failure's message and retry need: an api failure, or a form action's refusal. */
type ShownFailure = Pick<ApiFailure, 'kind' | 'message' | 'messageKey'>;

export function toFormFailure<F extends ShownFailure>(failure: F, text: (failure: F) => string): FormFailure {
  return { message: text(failure), retryable: RETRYABLE.includes(failure.kind) };
}
