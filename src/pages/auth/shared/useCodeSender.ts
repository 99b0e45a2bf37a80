import { useCallback, useState } from 'react';
import { useCountdown } from '../../../components/Countdown';
import { sendCode, type ApiClient, type ApiFailure, type CodeScene } from '../../../api';
import { useCaptchaGuard } from './useCaptchaGuard';
import { useSingleFlight } from '../../shared/forms';

/** The one-time-code button's state, as the views take it. */
export interface CodeSendState {
  readonly sending: boolean;
  /** A code was sent in this visit. */
  readonly sent: boolean;
  /** Seconds before another code may be asked for; 0 when it may be now. */
  readonly resendInSeconds: number;
}

const SECOND = 1000;

/**
 * Sends a one-time code for a scene (spec §7 codes), through the captcha when the backend asks for
 * one, and counts down the seconds the answer gives (resend_after) before another may be sent.
 */
export function useCodeSender(client: ApiClient, scene: CodeScene, onFailure: (failure: ApiFailure) => void) {
  const { guard, asked } = useCaptchaGuard(`sendCode:${scene}`);
  const { busy, run } = useSingleFlight();
  const [sent, setSent] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const remainingMs = useCountdown(resendAt);

  const send = useCallback(
    (account: string) =>
      run(async () => {
        const result = await guard((ticket) =>
          sendCode(client, { account, scene, ...(ticket ? { captcha_ticket: ticket } : {}) }, { suppressToast: true }),
        );
        if (!result) return;
        if (!result.ok) {
          if (result.kind !== 'cancelled') onFailure(result);
          return;
        }
        setSent(true);
        setResendAt(Date.now() + result.data.resend_after * SECOND);
      }),
    [client, scene, guard, run, onFailure],
  );

  const state: CodeSendState = { sending: busy, sent, resendInSeconds: Math.ceil(remainingMs / SECOND) };
  return { state, send, captchaAsked: asked };
}
