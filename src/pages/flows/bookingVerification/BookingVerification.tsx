import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useStartedInBrowser } from '../../../components';
import {
  bookingVerificationMachine,
  browserCamera,
  createBookingVerificationActors,
  createCameraScanner,
  isCompleteCode,
  type BookingVerificationActorOptions,
  type CameraDevice,
  type VerificationKind,
} from '../../../machines/bookingVerification';
import { useApiClient } from '../../../session';
import { BookingVerificationView } from './BookingVerificationView';

export interface BookingVerificationProps {
  kind?: VerificationKind;
  /** A code the page already has (the shopper's QR link opened by a phone's camera): looked up at once. */
  code?: string;
  /** The app shell's scanner, when it has one; else the phone's camera through the browser, where it can read QR codes. */
  scan?: BookingVerificationActorOptions['scan'];
  /** The phone's camera and QR reader (the browser's by default; stories give a fake one). */
  camera?: () => CameraDevice | null;
  /** Login (401/304/403), home (302) or the account centre (20001 dialog). */
  onNavigate?: (to: string) => void;
  /** 301/303: show the not-found page. */
  onNotFound?: () => void;
  /** 20001 dialog: open live chat (the shell knows the chat link). */
  onOpenLiveChat?: () => void;
}

/** The merchant's counter verification, on the real api client. */
export function BookingVerification({ kind, code, scan, camera = browserCamera, onNavigate, onNotFound, onOpenLiveChat }: BookingVerificationProps) {
  const client = useApiClient();
  const scanner = useMemo(() => createCameraScanner(camera), [camera]);
  // Whether this phone can scan is known in the browser only: the server and the hydrating render offer typing.
  const started = useStartedInBrowser();
  const canScan = started && (scan !== undefined || camera() !== null);
  const machine = useMemo(
    () => bookingVerificationMachine.provide({ actors: createBookingVerificationActors(client, { scan: scan ?? ((signal) => scanner.scan(signal)) }) }),
    [client, scan, scanner],
  );
  const actorRef = useActorRef(machine, { input: { ...(kind ? { kind } : {}), ...(code ? { code } : {}) } });
  useEffect(() => {
    const subscriptions = [
      actorRef.on('navigate', (event) => onNavigate?.(event.to)),
      actorRef.on('notFound', () => onNotFound?.()),
      actorRef.on('openLiveChat', () => onOpenLiveChat?.()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, onNavigate, onNotFound, onOpenLiveChat]);
  // A code that came with the page is looked up at once (once per arrival: the page keys this flow by it).
  useEffect(() => {
    if (code && isCompleteCode(code)) actorRef.send({ type: 'lookUp' });
  }, [actorRef, code]);
  return <BookingVerificationView actorRef={actorRef} canScan={canScan} onPreview={scan ? undefined : scanner.attach} />;
}
