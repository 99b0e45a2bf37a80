import type { ApiFailure } from '../../api';

/** What a flow keeps of a failed call: enough to show it or to leave the screen for it. */
export type FlowFailure = Pick<ApiFailure, 'kind' | 'message' | 'messageKey' | 'code' | 'loginLink'>;

/** spec §8: where a failure that leaves the screen sends the user (chosen paths of spec §2). */
export const FLOW_LOGIN_PATH = '/m/login.php';
export const FLOW_HOME_PATH = '/m';

/** The failure of a call that gave no answer at all (booking: 500 "Network Error", spec §8). */
const NO_ANSWER: FlowFailure = { kind: 'network', code: 500, messageKey: 'networkError' };

/**
 * Any rejection of an actor as a failure: an endpoint's actor rejects with its ApiFailure; anything
 * else (a thrown Error, a crashed effect) becomes `fallback` with the error's text when it has one.
 */
export function toFlowFailure(error: unknown, fallback: FlowFailure = NO_ANSWER): FlowFailure {
  if (typeof error === 'object' && error !== null && 'kind' in error && typeof error.kind === 'string') {
    return error as FlowFailure;
  }
  const message = error instanceof Error && error.message !== '' ? error.message : undefined;
  if (!message) return fallback;
  const { messageKey: _shownOnlyWithoutText, ...rest } = fallback;
  return { ...rest, message };
}

/** What the outside must do for a failure that leaves the screen (spec §8), or null to show it. */
export type LeaveEvent = { type: 'navigate'; to: string } | { type: 'notFound' };

export function leaveFor(failure: FlowFailure): LeaveEvent | null {
  switch (failure.kind) {
    case 'login':
      return { type: 'navigate', to: failure.loginLink ?? FLOW_LOGIN_PATH };
    case 'home':
      return { type: 'navigate', to: FLOW_HOME_PATH };
    case 'notFound':
      return { type: 'notFound' };
    default:
      return null;
  }
}
