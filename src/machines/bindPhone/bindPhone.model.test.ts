import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { expectFullCoverage, runModelTest } from '../testing/modelTest';
import { bindPhoneMachine, codeProblem, phoneProblem, type SubmitParam } from './bindPhone.machine';

describe('bindPhone model', () => {
  it('covers every state and transition', async () => {
    const coverage = await runModelTest({
      machine: bindPhoneMachine,
      events: [
        { type: 'open', submit_param: { team_id: '50001', quantity: 1 }, bind_phone_tip: 'Bind first' },
        { type: 'close' },
        { type: 'phone.change', value: '0812345678' },
        { type: 'phone.change', value: '081' },
        { type: 'code.change', value: '123456' },
        { type: 'sendCode' },
        { type: 'submit' },
        { type: 'xstate.done.actor.sendCode' },
        { type: 'xstate.error.actor.sendCode', error: new Error('offline') },
        { type: 'xstate.done.actor.submitBind' },
        { type: 'xstate.error.actor.submitBind', error: new Error('offline') },
      ],
      // The problems and messages shown do not change what the dialog can do next.
      serialize: (s) => ({ value: s.value, phone: s.context.phone, code: s.context.code, codeSent: s.context.codeSent }),
    });
    expectFullCoverage(coverage);
  });
});

describe('bindPhone rules', () => {
  it('checks the phone with rule tel and the code as six digits', () => {
    expect(phoneProblem('')).toBe('required');
    expect(phoneProblem('081234567')).toBe('tel');
    expect(phoneProblem('0812345678')).toBeNull();
    expect(codeProblem('')).toBe('required');
    expect(codeProblem('12345')).toBe('code');
    expect(codeProblem('123456')).toBeNull();
  });
});

describe('bindPhone machine', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  function start() {
    const sent: string[] = [];
    const bound: unknown[] = [];
    const actor = createActor(
      bindPhoneMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }: { input: { phone: string } }) => {
            sent.push(input.phone);
          }),
          submitBind: fromPromise(async ({ input }: { input: { phone: string; code: string; submit_param: SubmitParam | null } }) => {
            bound.push(input);
          }),
        },
      }),
    );
    const emitted: AnyEventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, sent, bound, emitted };
  }

  it('opens only when requested, refuses an invalid form, and submits phone, code and submit_param', async () => {
    const { actor, sent, bound, emitted } = start();
    expect(actor.getSnapshot().hasTag('dialog')).toBe(false);
    actor.send({ type: 'open', submit_param: { team_id: '50001', quantity: 1 }, bind_phone_tip: 'Bind first' });
    expect(actor.getSnapshot().context.bind_phone_tip).toBe('Bind first');
    actor.send({ type: 'phone.change', value: '0812' });
    actor.send({ type: 'sendCode' });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.phoneProblem).toBe('tel');
    actor.send({ type: 'phone.change', value: '0812345678' });
    actor.send({ type: 'sendCode' });
    await tick();
    expect(sent).toEqual(['0812345678']);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.codeProblem).toBe('required');
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'submit' });
    await tick();
    expect(bound).toEqual([{ phone: '0812345678', code: '123456', submit_param: { team_id: '50001', quantity: 1 } }]);
    expect(emitted.map((e) => e.type)).toEqual(['bound', 'toast']);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
