import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastHost, useToastQueue, type ToastTone } from '../../../components/Toast';
import {
  arrivalReminderMachine,
  createArrivalReminderActors,
  registeredArrivalReminder,
} from '../../../machines/arrivalReminder';
import { useApiClient, useShopperEnvironment } from '../../../session';
import { ArrivalReminderView } from './ArrivalReminderView';

export interface ArrivalReminderProps {
  /** The sold-out product (team id). */
  tid: string;
  /** The product already has a reminder (from its detail). */
  registered?: boolean;
  /** Where login sends the shopper back to; the current address by default. */
  returnTo?: string;
  /** Goes to login; a full page load of the address by default. */
  onNavigate?: (to: string) => void;
  /** Shows a toast in the page's own toast host; without it the button shows its own. */
  onToast?: (message: string, tone: ToastTone) => void;
}

function currentAddress(): string | undefined {
  return typeof window === 'undefined' ? undefined : `${window.location.pathname}${window.location.search}`;
}

/**
 * The wired "notify me when back in stock" button: registers a logged-in shopper (spec §7 payload
 * action, tid), sends a logged-out one to login, and says how it went in a toast.
 */
export function ArrivalReminder({ tid, registered = false, returnTo, onNavigate, onToast }: ArrivalReminderProps) {
  const { t } = useTranslation('backgroundFlows');
  const client = useApiClient();
  const { isLogin } = useShopperEnvironment();
  const toasts = useToastQueue();
  const logic = useMemo(() => arrivalReminderMachine.provide({ actors: createArrivalReminderActors(client) }), [client]);
  const back = returnTo ?? currentAddress();
  const input = { tid, isLogin, ...(back !== undefined ? { returnTo: back } : {}) };
  const actorRef = useActorRef(logic, registered ? { input, snapshot: registeredArrivalReminder(logic, input) } : { input });

  useEffect(() => {
    actorRef.send({ type: 'login.changed', isLogin });
  }, [actorRef, isLogin]);

  const showToast = onToast ?? toasts.show;
  useEffect(() => {
    const navigation = actorRef.on('navigate', (event) => {
      if (onNavigate) onNavigate(event.to);
      else window.location.assign(event.to);
    });
    const toast = actorRef.on('toast', (event) => {
      showToast(event.message ?? t(event.messageKey), event.tone === 'error' ? 'error' : 'success');
    });
    return () => {
      navigation.unsubscribe();
      toast.unsubscribe();
    };
  }, [actorRef, onNavigate, showToast, t]);

  return (
    <>
      <ArrivalReminderView actorRef={actorRef} />
      {!onToast && (
        <ToastHost toasts={toasts.toasts} onDismiss={toasts.dismiss} onPause={toasts.pause} onResume={toasts.resume} />
      )}
    </>
  );
}
