import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { bookingRefundMachine, createBookingRefundActors } from '../../../machines/bookingRefund';
import { useApiClient } from '../../../session';
import { BookingRefundView } from './BookingRefundView';

export interface BookingRefundProps {
  orderId: string;
  /** Login (401/304/403) or home (302). */
  onNavigate?: (to: string) => void;
  /** 301/303: show the not-found page. */
  onNotFound?: () => void;
  /** 20001: open the live-chat dialog (the page holds it) with the backend's message; the flow stays where it was. */
  onLiveChat?: (message: string | null) => void;
}

/** The user's reservation refund of one booking order, on the real api client. */
export function BookingRefund({ orderId, onNavigate, onNotFound, onLiveChat }: BookingRefundProps) {
  const client = useApiClient();
  const machine = useMemo(() => bookingRefundMachine.provide({ actors: createBookingRefundActors(client) }), [client]);
  const actorRef = useActorRef(machine, { input: { orderId } });
  useEffect(() => {
    const navigate = actorRef.on('navigate', (event) => onNavigate?.(event.to));
    const notFound = actorRef.on('notFound', () => onNotFound?.());
    const liveChat = actorRef.on('liveChat', (event) => onLiveChat?.(event.message));
    return () => {
      navigate.unsubscribe();
      notFound.unsubscribe();
      liveChat.unsubscribe();
    };
  }, [actorRef, onNavigate, onNotFound, onLiveChat]);
  return <BookingRefundView actorRef={actorRef} />;
}
