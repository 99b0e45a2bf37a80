import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  bookingVerificationMachine,
  createBookingVerificationActors,
  type BookingVerificationActorOptions,
  type VerificationKind,
} from '../../../machines/bookingVerification';
import { useApiClient } from '../../../session';
import { BookingVerificationView } from './BookingVerificationView';

export interface BookingVerificationProps {
  kind?: VerificationKind;
  /** The app shell's scanner; left out on mobile web, where typing is the only way. */
  scan?: BookingVerificationActorOptions['scan'];
  /** Login (401/304/403), home (302) or the account centre (20001 dialog). */
  onNavigate?: (to: string) => void;
  /** 301/303: show the not-found page. */
  onNotFound?: () => void;
  /** 20001 dialog: open live chat (the shell knows the chat link). */
  onOpenLiveChat?: () => void;
}

/** The merchant's counter verification, on the real api client. */
export function BookingVerification({ kind, scan, onNavigate, onNotFound, onOpenLiveChat }: BookingVerificationProps) {
  const client = useApiClient();
  const machine = useMemo(
    () => bookingVerificationMachine.provide({ actors: createBookingVerificationActors(client, scan ? { scan } : {}) }),
    [client, scan],
  );
  const actorRef = useActorRef(machine, { input: kind ? { kind } : {} });
  useEffect(() => {
    const subscriptions = [
      actorRef.on('navigate', (event) => onNavigate?.(event.to)),
      actorRef.on('notFound', () => onNotFound?.()),
      actorRef.on('openLiveChat', () => onOpenLiveChat?.()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, onNavigate, onNotFound, onOpenLiveChat]);
  return <BookingVerificationView actorRef={actorRef} />;
}
