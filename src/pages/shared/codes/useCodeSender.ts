import { useCallback, useState } from 'react';
import { useCountdown } from '../../../components/Countdown';
import { sendCode, type ApiClient, type ApiFailure, type ApiResult, type CodeScene, type CodeSent } from '../../../api';
import { useSingleFlight } from '../forms';
import { useCaptchaGuard } from './useCaptchaGuard';

/** The one-time-code button's state, as the views take it. */
export interface CodeSendState {
  readonly sending: boolean;
  /** A code was sent in this visit. */
  readonly sent: boolean;
  /** Seconds before another code may be asked for; 0 when it may be now. */
  readonly resendInSeconds: number;
}

const SECOND = 1000;

/** What a code-sending call answers: spec §7's code-sent data in the response's `data`. */
export type CodeSentResult = ApiResult<{ readonly data: CodeSent }>;

/**
 * Asks for a one-time code with any call that answers spec §7's code-sent data, once at a time,
 * through the captcha when the backend asks for one (errcode 10002), or before the first call with
 * `captchaFirst` (a call that always needs a ticket: account deletion); the call is given the
 * captcha's ticket. Counts down the seconds the answer gives (resend_after) before another may be
 * asked for. `request` resolves true when a code was sent; a failure goes to `onFailure` (a
 * cancelled call and a closed captcha say nothing).
 */
export function useCodeRequest(source: string, onFailure: (failure: ApiFailure) => void) {
  const { asked, guard, verify } = useCaptchaGuard(source);
  const { busy, run } = useSingleFlight();
  const [sent, setSent] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const remainingMs = useCountdown(resendAt);

  const request = useCallback(
    async (call: (ticket: string | undefined) => Promise<CodeSentResult>, { captchaFirst = false }: { captchaFirst?: boolean } = {}): Promise<boolean> => {
      let done = false;
      await run(async () => {
        const firstTicket = captchaFirst ? await verify() : undefined;
        if (firstTicket === null) return;
        const result = await guard(call, firstTicket);
        if (!result) return;
        if (!result.ok) {
          if (result.kind !== 'cancelled') onFailure(result);
          return;
        }
        setSent(true);
        setResendAt(Date.now() + result.data.resend_after * SECOND);
        done = true;
      });
      return done;
    },
    [guard, verify, run, onFailure],
  );

  const state: CodeSendState = { sending: busy, sent, resendInSeconds: Math.ceil(remainingMs / SECOND) };
  return { state, request, captcha: { asked, guard, verify } };
}

/**
 * Sends a one-time code for a scene (spec §7 codes) to an account (phone or e-mail), through the
 * captcha when the backend asks for one, with the resend countdown of useCodeRequest.
 */
export function useCodeSender(client: ApiClient, scene: CodeScene, onFailure: (failure: ApiFailure) => void) {
  const { state, request, captcha } = useCodeRequest(`sendCode:${scene}`, onFailure);
  const send = useCallback(
    (account: string) =>
      request((ticket) => sendCode(client, { account, scene, ...(ticket ? { captcha_ticket: ticket } : {}) }, { suppressToast: true })),
    [client, scene, request],
  );
  return { state, send, captchaAsked: captcha.asked };
}
