import type { SessionActorRef } from './sessionActorRef';

/** How a captcha ended: passed (with the ticket the guarded call sends again, when one was given) or closed. */
export interface CaptchaOutcome {
  readonly verified: boolean;
  readonly ticket: string | null;
}

/**
 * Starts a captcha on the session (the popup opens while verifySource is set) and resolves with
 * its outcome when it finishes: verified with its ticket when it passed, not verified when it was
 * closed. Aborting the signal (the caller went away) closes the popup and resolves not verified.
 */
export function awaitCaptchaOutcome(session: SessionActorRef, source: string, signal?: AbortSignal): Promise<CaptchaOutcome> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ verified: false, ticket: null });
      return;
    }
    let settled = false;
    const finish = (outcome: CaptchaOutcome) => {
      if (settled) return;
      settled = true;
      subscription.unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const subscription = session.on('captcha.finished', (event) => finish({ verified: event.verified, ticket: event.ticket }));
    const onAbort = () => {
      if (settled) return;
      finish({ verified: false, ticket: null });
      // The session decides whether the open captcha is still this caller's (it may not have started yet).
      session.send({ type: 'captcha.cancel', source });
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    session.send({ type: 'captcha.start', source });
  });
}

/** awaitCaptchaOutcome for callers that only need to know whether it passed. */
export async function awaitCaptcha(session: SessionActorRef, source: string, signal?: AbortSignal): Promise<boolean> {
  return (await awaitCaptchaOutcome(session, source, signal)).verified;
}
