import { describe, expect, it } from 'vitest';
import { createCallQueue } from './cartCallQueue';

/** A call the test answers when it chooses, recording when it was sent and answered. */
function pendingCall(log: string[], name: string) {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const call = async () => {
    log.push(`send ${name}`);
    await answered;
    log.push(`answer ${name}`);
  };
  return { call, answer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCallQueue', () => {
  it('sends the first call at once and each next one only once the one before it is answered', async () => {
    const log: string[] = [];
    const enqueue = createCallQueue();
    const note = pendingCall(log, 'note');
    const remove = pendingCall(log, 'delete');
    enqueue(note.call);
    enqueue(remove.call);
    await settle();
    expect(log).toEqual(['send note']);
    remove.answer();
    await settle();
    expect(log).toEqual(['send note']);
    note.answer();
    await settle();
    expect(log).toEqual(['send note', 'answer note', 'send delete', 'answer delete']);
  });

  it('sends a call made after the others were answered at once', async () => {
    const log: string[] = [];
    const enqueue = createCallQueue();
    const first = pendingCall(log, 'first');
    enqueue(first.call);
    first.answer();
    await settle();
    const second = pendingCall(log, 'second');
    enqueue(second.call);
    await settle();
    expect(log).toEqual(['send first', 'answer first', 'send second']);
  });

  it('still sends the next call when one throws', async () => {
    const log: string[] = [];
    const enqueue = createCallQueue();
    enqueue(async () => {
      log.push('send broken');
      throw new Error('broken handler');
    });
    const next = pendingCall(log, 'next');
    enqueue(next.call);
    next.answer();
    await settle();
    expect(log).toEqual(['send broken', 'send next', 'answer next']);
  });
});
