import { useCallback, useState } from 'react';
import type { ApiResult } from '../../../api';
import { awaitCaptchaOutcome, useSessionActorRef } from '../../../session';

/**
 * The layout's slider captcha around a call. `guard` runs the call; when the backend asks for a
 * captcha (errcode 10002) the slider opens, and once it passes the same call is sent again with
 * the captcha's ticket (null when the shopper closes the slider). `verify` opens the slider up
 * front, for calls that always need a ticket (account deletion), and resolves with the ticket
 * ('' when it passed without one) or null when it was closed. `asked` is true while it is open.
 */
export function useCaptchaGuard(source: string) {
  const session = useSessionActorRef();
  const [asked, setAsked] = useState(false);
  const verify = useCallback(async (): Promise<string | null> => {
    setAsked(true);
    const outcome = await awaitCaptchaOutcome(session, source);
    setAsked(false);
    return outcome.verified ? (outcome.ticket ?? '') : null;
  }, [session, source]);
  const guard = useCallback(
    async <T,>(call: (ticket: string | undefined) => Promise<ApiResult<T>>, firstTicket?: string): Promise<ApiResult<T> | null> => {
      const first = await call(firstTicket);
      if (first.ok || first.kind !== 'captcha') return first;
      const ticket = await verify();
      if (ticket === null) return null;
      return call(ticket || undefined);
    },
    [verify],
  );
  return { asked, guard, verify };
}
