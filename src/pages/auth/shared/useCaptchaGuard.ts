import { useCallback, useState } from 'react';
import type { ApiResult } from '../../../api';
import { awaitCaptchaOutcome, useSessionActorRef } from '../../../session';

/**
 * Runs a call; when the backend asks for a captcha (errcode 10002) the layout's slider opens, and
 * once it passes the same call is sent again with the captcha's ticket. Resolves null when the
 * shopper closes the captcha. `asked` is true while the slider is open.
 */
export function useCaptchaGuard(source: string) {
  const session = useSessionActorRef();
  const [asked, setAsked] = useState(false);
  const guard = useCallback(
    async <T,>(call: (ticket: string | undefined) => Promise<ApiResult<T>>): Promise<ApiResult<T> | null> => {
      const first = await call(undefined);
      if (first.ok || first.kind !== 'captcha') return first;
      setAsked(true);
      const outcome = await awaitCaptchaOutcome(session, source);
      setAsked(false);
      if (!outcome.verified) return null;
      return call(outcome.ticket ?? undefined);
    },
    [session, source],
  );
  return { asked, guard };
}
