import { describe, expect, it } from 'vitest';
import { leaveFor, toFlowFailure } from './flowFailure';

describe('toFlowFailure', () => {
  it('keeps an ApiFailure as it is', () => {
    const failure = { ok: false, kind: 'toast', code: 7, message: 'Sold out', showToast: true, endpoint: 'x' };
    expect(toFlowFailure(failure)).toBe(failure);
  });

  it.each([
    [new Error('Upload failed'), { kind: 'network', code: 500, message: 'Upload failed' }],
    [new Error(''), { kind: 'network', code: 500, messageKey: 'networkError' }],
    ['a string', { kind: 'network', code: 500, messageKey: 'networkError' }],
    [undefined, { kind: 'network', code: 500, messageKey: 'networkError' }],
    [{ kind: 3 }, { kind: 'network', code: 500, messageKey: 'networkError' }],
  ])('%o → %o', (error, expected) => {
    expect(toFlowFailure(error)).toEqual(expected);
  });

  it('uses the fallback the flow gives', () => {
    expect(toFlowFailure(null, { kind: 'network', messageKey: 'serverError' })).toEqual({ kind: 'network', messageKey: 'serverError' });
  });
});

describe('leaveFor (spec §8 booking responses)', () => {
  it.each([
    [{ kind: 'login' }, { type: 'navigate', to: '/m/login.php' }],
    [{ kind: 'login', loginLink: '/m/login.php?from=booking' }, { type: 'navigate', to: '/m/login.php?from=booking' }],
    [{ kind: 'home' }, { type: 'navigate', to: '/m' }],
    [{ kind: 'notFound' }, { type: 'notFound' }],
    [{ kind: 'network', code: 500 }, null],
    [{ kind: 'toast' }, null],
  ] as const)('%o → %o', (failure, expected) => {
    expect(leaveFor(failure)).toEqual(expected);
  });
});
