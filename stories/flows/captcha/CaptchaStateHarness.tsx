import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button } from '../../../src/components/Button';
import { captchaMachine, type CaptchaChallenge, type CaptchaCheck, type CaptchaContext } from '../../../src/machines/captcha';
import { CaptchaPopupView } from '../../../src/pages/flows/captcha';
import { backgroundUrl, PIECE_Y, pieceUrl } from '../../components/SliderCaptcha/puzzleImages';

/** The effects never settle and the timed states never time out: the story stays where it is. */
const logic = captchaMachine.provide({
  actors: {
    fetchChallenge: fromPromise<CaptchaChallenge, { source: string }>(() => new Promise<CaptchaChallenge>(() => {})),
    checkSlide: fromPromise<CaptchaCheck, { token: string; x: number }>(() => new Promise<CaptchaCheck>(() => {})),
  },
  delays: { showFailure: 2 ** 31 - 1, showSuccess: 2 ** 31 - 1 },
});

export const storyChallenge: CaptchaChallenge = { token: 'story-puzzle', background: backgroundUrl, slider: pieceUrl, y: PIECE_Y };

export function captchaContext(overrides: Partial<CaptchaContext> = {}): CaptchaContext {
  return {
    source: 'addToCart',
    verified: false,
    challenge: storyChallenge,
    offset: 0,
    dragging: false,
    ticket: null,
    error: null,
    ...overrides,
  };
}

/** Story-only: the real popup on a captcha actor started in a resolved state. */
export function CaptchaStateHarness({ value, context }: { value: string | Record<string, string>; context: CaptchaContext }) {
  const actorRef = useActorRef(logic, { snapshot: logic.resolveState({ value, context }) });
  return <CaptchaPopupView actorRef={actorRef} />;
}

/** The puzzle arrives at once; the slide check never settles. */
const openerLogic = captchaMachine.provide({
  actors: {
    fetchChallenge: fromPromise<CaptchaChallenge, { source: string }>(() => Promise.resolve(storyChallenge)),
    checkSlide: fromPromise<CaptchaCheck, { token: string; x: number }>(() => new Promise<CaptchaCheck>(() => {})),
  },
});

/** Story-only: the real popup, closed, and a button that opens it (as Add to cart does). */
export function CaptchaOpenerHarness({ openerLabel }: { openerLabel: string }) {
  const actorRef = useActorRef(openerLogic);
  return (
    <>
      <Button onClick={() => actorRef.send({ type: 'open', source: 'addToCart' })}>{openerLabel}</Button>
      <CaptchaPopupView actorRef={actorRef} />
    </>
  );
}
