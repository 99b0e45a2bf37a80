import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiClient, ApiFailure } from '../../../api';
import { readPostedValues, submissionAction } from './submissionAction';
import { isSubmissionOutcome, submissionOutcomeOf, submissionOutcomeOfFormResult } from './submissionOutcome';

const failure = (kind: ApiFailure['kind'], extra: Partial<ApiFailure> = {}): ApiFailure => ({ ok: false, kind, endpoint: 'test', showToast: false, retrySafe: true, ...extra });

const post = (body: BodyInit, type: string) => new Request('https://shop.example/m/page', { method: 'POST', body, headers: { 'content-type': type } });

describe('submissionOutcomeOf', () => {
  it('keeps the data of an ok result', () => {
    expect(submissionOutcomeOf({ ok: true, data: { id: 3 } })).toEqual({ kind: 'ok', value: { id: 3 } });
  });

  it('turns a login failure into login, with the server’s login link only when it gave one', () => {
    expect(submissionOutcomeOf(failure('login'))).toEqual({ kind: 'login' });
    expect(submissionOutcomeOf(failure('login', { loginLink: '/m/login.php?redirect=%2Fm' }))).toEqual({ kind: 'login', loginLink: '/m/login.php?redirect=%2Fm' });
  });

  it('turns every other failure into a refusal carrying only what its message needs', () => {
    expect(submissionOutcomeOf(failure('toast', { code: 1, message: 'No', data: { secret: 1 }, issues: ['x'] }))).toEqual({ kind: 'refused', failure: { kind: 'toast', code: 1, message: 'No' } });
    expect(submissionOutcomeOf(failure('timeout', { messageKey: 'timeout' }))).toEqual({ kind: 'refused', failure: { kind: 'timeout', messageKey: 'timeout' } });
  });
});

describe('submissionOutcomeOfFormResult', () => {
  it('reads ok, and a refusal with the backend’s message, its own message key, or the forms’ generic one', () => {
    expect(submissionOutcomeOfFormResult({ intent: 'signIn', outcome: { kind: 'ok' } })).toEqual({ kind: 'ok', value: undefined });
    expect(submissionOutcomeOfFormResult({ intent: 'signIn', outcome: { kind: 'refused', message: 'Wrong password', code: 2, messageKey: 'forms:signInRefused' } })).toEqual({
      kind: 'refused',
      failure: { kind: 'toast', message: 'Wrong password', code: 2 },
    });
    expect(submissionOutcomeOfFormResult({ intent: 'signIn', outcome: { kind: 'refused', messageKey: 'forms:signInRefused' } })).toEqual({ kind: 'refused', failure: { kind: 'toast', textKey: 'forms:signInRefused' } });
    expect(submissionOutcomeOfFormResult({ intent: 'addToCart', outcome: { kind: 'refused' } })).toEqual({ kind: 'refused', failure: { kind: 'toast', textKey: 'forms:refused' } });
  });
});

describe('isSubmissionOutcome', () => {
  it('accepts the three outcomes and nothing else', () => {
    expect(isSubmissionOutcome({ kind: 'ok', value: null })).toBe(true);
    expect(isSubmissionOutcome({ kind: 'refused', failure: { kind: 'toast' } })).toBe(true);
    expect(isSubmissionOutcome({ kind: 'login' })).toBe(true);
    expect(isSubmissionOutcome({ kind: 'ok' })).toBe(false);
    expect(isSubmissionOutcome({ kind: 'refused' })).toBe(false);
    expect(isSubmissionOutcome({ kind: 'other' })).toBe(false);
    expect(isSubmissionOutcome('ok')).toBe(false);
    expect(isSubmissionOutcome(null)).toBe(false);
  });
});

describe('readPostedValues', () => {
  it('reads a JSON body', async () => {
    await expect(readPostedValues(post(JSON.stringify({ a: [1, 2] }), 'application/json'))).resolves.toEqual({ a: [1, 2] });
  });

  it('reads form fields, a field named twice as the list of its values', async () => {
    await expect(readPostedValues(post('phone=0812&tag=1&tag=2', 'application/x-www-form-urlencoded'))).resolves.toEqual({ phone: '0812', tag: ['1', '2'] });
  });

  it('gives null for a body that cannot be read', async () => {
    await expect(readPostedValues(post('{"a":', 'application/json'))).resolves.toBeNull();
  });
});

describe('submissionAction', () => {
  const client = {} as ApiClient;
  const schema = z.object({ text: z.string().trim().min(1) });
  const args = (request: Request) => ({ request, params: {}, context: undefined, unstable_pattern: '', url: new URL(request.url) }) as unknown as Parameters<ReturnType<typeof submissionAction>>[0];

  it('calls with the checked values and answers the outcome', async () => {
    const sent: unknown[] = [];
    const action = submissionAction(schema, async (values) => (sent.push(values), { ok: true as const, data: 'done' }));
    await expect(action(args(post(JSON.stringify({ text: ' hi ', extra: 1 }), 'application/json')), { client })).resolves.toEqual({ kind: 'ok', value: 'done' });
    expect(sent).toEqual([{ text: 'hi' }]);
  });

  it('refuses a post that does not fit the form as malformed, and calls nothing', async () => {
    const sent: unknown[] = [];
    const action = submissionAction(schema, async (values) => (sent.push(values), { ok: true as const, data: 'done' }));
    await expect(action(args(post(JSON.stringify({ text: '  ' }), 'application/json')), { client })).resolves.toEqual({ kind: 'refused', failure: { kind: 'malformed', messageKey: 'malformed' } });
    await expect(action(args(post('not json', 'application/json')), { client })).resolves.toMatchObject({ kind: 'refused' });
    expect(sent).toEqual([]);
  });

  it('answers a refused call as refused', async () => {
    const action = submissionAction(schema, async () => failure('toast', { message: 'Closed' }));
    await expect(action(args(post(JSON.stringify({ text: 'a' }), 'application/json')), { client })).resolves.toEqual({ kind: 'refused', failure: { kind: 'toast', message: 'Closed' } });
  });
});
