import type { ApiFailure } from '../../../api';

/** A failed sign-in call as the form shows it: the readable message, and whether trying again may help. */
export interface FormFailure {
  readonly message: string;
  /** No answer, a time-out or a broken answer: the same request may work on a second try. */
  readonly retryable: boolean;
}

const RETRYABLE: readonly ApiFailure['kind'][] = ['timeout', 'network', 'malformed'];

export function toFormFailure(failure: ApiFailure, text: (failure: ApiFailure) => string): FormFailure {
  return { message: text(failure), retryable: RETRYABLE.includes(failure.kind) };
}
