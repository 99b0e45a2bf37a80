import type { CounterProblem } from './counterGate';

/** The states every counter page shares before its own: loading, a failed load, the onboarding invitation. */
export type CounterFrameState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean }
  | { readonly status: 'invite' };

/** A loader's problem as the page's frame state (`retrying` while the loader runs again). */
export function frameOf(problem: CounterProblem, retrying: boolean): CounterFrameState {
  if (problem.kind === 'invite') return { status: 'invite' };
  return { status: 'error', message: problem.failure.message ?? null, retrying };
}
