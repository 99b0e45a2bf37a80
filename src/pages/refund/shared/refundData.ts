import type { LoadFailure } from '../../shared/login';

/** A refund page's loader outcome when it cannot show its content: a failed call (retry), or a missing or hostile query value. */
export type RefundLoadProblem = { readonly kind: 'error'; readonly message?: string } | { readonly kind: 'invalid' };

/** The loader value of a failed call (the server's message kept for the error state). */
export function loadError(failure: LoadFailure): RefundLoadProblem {
  return { kind: 'error', ...(failure.message !== undefined ? { message: failure.message } : {}) };
}

export const INVALID: RefundLoadProblem = { kind: 'invalid' };

/** The view state of a page that could not load: an error with retry, or the invalid-link message. */
export type RefundProblemState = { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean } | { readonly status: 'invalid' };

export function problemState(problem: RefundLoadProblem, retrying: boolean): RefundProblemState {
  return problem.kind === 'invalid'
    ? { status: 'invalid' }
    : { status: 'error', retrying, ...(problem.message !== undefined ? { message: problem.message } : {}) };
}
