import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createOrderRefundActors, orderRefundMachine } from '../../../machines/orderRefund';
import { useApiClient } from '../../../session';
import { OrderRefundView } from './OrderRefundView';

export interface OrderRefundProps {
  orderId: string;
  /** Where the flow sends the shopper (login when the session ended). */
  onNavigate?: (to: string) => void;
}

/** The refund request of one order, on the real api client. */
export function OrderRefund({ orderId, onNavigate }: OrderRefundProps) {
  const client = useApiClient();
  const machine = useMemo(() => orderRefundMachine.provide({ actors: createOrderRefundActors(client) }), [client]);
  const actorRef = useActorRef(machine, { input: { orderId } });
  useEffect(() => {
    const subscription = actorRef.on('navigate', (event) => onNavigate?.(event.to));
    return () => subscription.unsubscribe();
  }, [actorRef, onNavigate]);
  return <OrderRefundView actorRef={actorRef} />;
}
