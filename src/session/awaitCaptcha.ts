import type { SessionActorRef } from './SessionProvider';

/**
 * Starts a captcha on the session (the popup opens while verifySource is set) and resolves with
 * its result when it finishes: true when it passed, false when it was closed. Aborting the signal
 * (the caller went away) closes the popup and resolves false.
 */
export function awaitCaptcha(session: SessionActorRef, source: string, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    let settled = false;
    const finish = (verified: boolean) => {
      if (settled) return;
      settled = true;
      subscription.unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      resolve(verified);
    };
    const subscription = session.on('captcha.finished', (event) => finish(event.verified));
    const onAbort = () => {
      if (settled) return;
      finish(false);
      if (session.getSnapshot().context.verifySource === source) session.send({ type: 'captcha.finish', verified: false });
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    session.send({ type: 'captcha.start', source });
  });
}
