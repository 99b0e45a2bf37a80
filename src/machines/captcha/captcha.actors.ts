import { fromCall } from '../shared/fromCall';
import { getSlideCaptcha, verifySlideCaptcha, type ApiClient } from '../../api';
import { FlowCallError } from './flowCallError';
import type { CaptchaChallenge, CaptchaCheck } from './captcha.machine';

/** The captcha's real effects: the slide-image endpoint and its check (spec §7). */
export function createCaptchaActors(client: ApiClient) {
  return {
    fetchChallenge: fromCall<CaptchaChallenge, { source: string }>(async ({ input, signal }) => {
      const result = await getSlideCaptcha(client, { source: input.source }, { signal, suppressToast: true });
      if (!result.ok) throw new FlowCallError(result);
      const { token, background, slider, y } = result.data;
      return { token, background, slider, y };
    }),
    checkSlide: fromCall<CaptchaCheck, { token: string; x: number }>(async ({ input, signal }) => {
      const result = await verifySlideCaptcha(client, { token: input.token, x: input.x }, { signal, suppressToast: true });
      if (!result.ok) {
        // A refused slide is an answer, not a breakdown: the popup shows a new puzzle.
        if (result.kind === 'toast' || result.kind === 'captcha') return { passed: false };
        throw new FlowCallError(result);
      }
      return result.data.verified ? { passed: true, ticket: result.data.ticket } : { passed: false };
    }),
  };
}
