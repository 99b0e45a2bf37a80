import { describe, expect, it } from 'vitest';
import { expectFullCoverage, runModelTest } from '../testing/modelTest';
import { captchaMachine, type CaptchaChallenge } from './captcha.machine';

const challenge: CaptchaChallenge = { token: 't-1', background: '/bg.webp', slider: '/piece.webp', y: 46 };

describe('captcha model', () => {
  it('covers every state and transition', async () => {
    const coverage = await runModelTest({
      machine: captchaMachine,
      events: [
        { type: 'open', source: 'addToCart' },
        { type: 'close' },
        { type: 'refresh' },
        { type: 'retry' },
        { type: 'drag.start' },
        { type: 'drag.move', offset: 120 },
        { type: 'drag.end', offset: 180 },
        { type: 'xstate.done.actor.fetchChallenge', output: challenge },
        { type: 'xstate.error.actor.fetchChallenge', error: new Error('offline') },
        { type: 'xstate.done.actor.checkSlide', output: { passed: true, ticket: 'ticket-1' } },
        { type: 'xstate.done.actor.checkSlide', output: { passed: false } },
        { type: 'xstate.error.actor.checkSlide', error: new Error('offline') },
      ],
    });
    expectFullCoverage(coverage);
    // Every finish the walk saw resolves its caller: verified only after a passed slide.
    const finished = coverage.emitted.filter((event) => event.type === 'finished');
    expect(finished.some((event) => event.verified === true && event.ticket === 'ticket-1')).toBe(true);
    expect(finished.some((event) => event.verified === false && event.source === 'addToCart')).toBe(true);
  });
});
