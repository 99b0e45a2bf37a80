// @vitest-environment jsdom
import { useActorRef } from '@xstate/react';
import { act, StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor, type SnapshotFrom } from 'xstate';
import { createClient } from '../../api';
import { fakeFetch, json, ORIGIN, type Answer, type RecordedCall } from '../../api/testing/fakeFetch';
import { createOrderRefundActors } from './orderRefund.actors';
import { orderRefundMachine } from './orderRefund.machine';

// Tell React this is a test environment so act() flushes effects.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OPTIONS = {
  errcode: 0,
  data: {
    reasons: [{ id: '1', text: 'Damaged in transit' }],
    max_amount: 890,
    items: [{ team_id: 'T1', product: 'Hydrating serum 30 ml', image1: '/img/serum.jpg', quantity: 1, price: 890 }],
  },
};

type RefundActor = ReturnType<typeof useActorRef<typeof orderRefundMachine>>;

let root: Root | undefined;

afterEach(() => {
  if (root) act(() => root?.unmount());
  root = undefined;
});

/**
 * Mounts the refund flow as the page does (useActorRef on the real api client) inside React's
 * StrictMode, which starts the actor, stops it and starts it again with its state kept.
 */
function mountFlow(answer: (call: RecordedCall) => Answer) {
  const fake = fakeFetch(answer);
  const client = createClient({ baseUrl: '', fetch: fake.fetch, origin: ORIGIN, createId: () => 'client-session-1' });
  const machine = orderRefundMachine.provide({ actors: createOrderRefundActors(client) });
  let actor: RefundActor | undefined;
  function Flow() {
    const ref = useActorRef(machine, { input: { orderId: '20250399' } });
    useEffect(() => {
      actor = ref;
    }, [ref]);
    return null;
  }
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root?.render(<StrictMode><Flow /></StrictMode>));
  if (!actor) throw new Error('the flow did not mount');
  return { actor, calls: fake.calls };
}

const settled = (snapshot: SnapshotFrom<typeof orderRefundMachine>) => !snapshot.matches('loading');

describe('the refund flow under React StrictMode (npm run storybook, the dev app)', () => {
  it('shows the refund options: the call abandoned by the first mount is not taken as the answer', async () => {
    const { actor, calls } = mountFlow(() => json(OPTIONS));
    const snapshot = await waitFor(actor, settled, { timeout: 2_000 });
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.matches({ editing: { step: 'items' } })).toBe(true);
    expect(snapshot.context.options?.items.map((item) => item.name)).toEqual(['Hydrating serum 30 ml']);
    // The abandoned mount sent nothing: one request reached the backend.
    expect(calls.filter((call) => call.url.includes('/refund/options'))).toHaveLength(1);
  });

  it('a load that really fails still shows its failure', async () => {
    const { actor } = mountFlow(() => json({ errcode: 0 }, 500));
    const snapshot = await waitFor(actor, settled, { timeout: 2_000 });
    expect(snapshot.matches('failed')).toBe(true);
    expect(snapshot.context.error).not.toBeNull();
    expect(snapshot.context.error?.kind).not.toBe('cancelled');
  });
});
