import type { OrderDetail } from '../../../api';

/** One step of the detail's timeline: the status it stands for and when it was reached. */
export interface TimelineStep {
  readonly id: string;
  readonly at?: string;
}

/** An order's way: placed, paid, shipped, received (a cancelled one: placed, cancelled). */
const WAY = ['unpaid', 'paid', 'shipped', 'finished'] as const;
/** The step a status has reached (packing counts as paid). */
const REACHED: Readonly<Record<string, number>> = { unpaid: 0, paid: 1, unshipped: 1, shipped: 2, finished: 3 };

/**
 * The order's timeline for StepIndicator: the steps with the times its history gives, and the
 * current step (the next one to happen; every step done once received or cancelled).
 */
export function orderTimeline(order: Pick<OrderDetail, 'status' | 'history' | 'created_at'>): { readonly steps: readonly TimelineStep[]; readonly current: number } {
  const timeOf = (...statuses: string[]) => order.history.find((step) => statuses.includes(step.status))?.at;
  const placed = timeOf('unpaid') ?? order.created_at;
  if (order.status === 'cancelled') {
    const at = timeOf('cancelled');
    return { steps: [{ id: 'unpaid', at: placed }, { id: 'cancelled', ...(at ? { at } : {}) }], current: 2 };
  }
  const times: Readonly<Record<string, string | undefined>> = { unpaid: placed, paid: timeOf('paid', 'unshipped'), shipped: timeOf('shipped'), finished: timeOf('finished') };
  const reached = REACHED[order.status] ?? 0;
  return {
    steps: WAY.map((id) => {
      const at = times[id];
      return { id, ...(at ? { at } : {}) };
    }),
    current: order.status === 'finished' ? WAY.length : reached + 1,
  };
}
