import { useCallback, useState, type ReactNode } from 'react';
import type { ApiFailure } from '../../../api';
import { useFailureText } from '../../flows/shared/useFailureText';
import { loginAddress, type LoadFailure } from '../login';
import { useShopNavigation } from '../navigation';
import { LiveChatDialog } from './LiveChatDialog';

export interface BookingFailureHandling {
  /**
   * spec §8 booking answers to an action: 401/304/403 to login and back, 302 home, 20001 the
   * live-chat dialog (these give null: nothing to show on the page; a cancelled call too); anything
   * else (301/303, 500 "Network Error", the backend's message) as the text to show.
   */
  readonly failureText: (failure: ApiFailure) => string | null;
  /** Opens the live-chat dialog for a 20001 a flow reported (its machine emits it) with the backend's message. */
  readonly openLiveChat: (message: string | null) => void;
  /** The live-chat dialog: render it once in the page. */
  readonly liveChatDialog: ReactNode;
}

/**
 * How a booking page answers a failed call; `back` is the address to return to after login. A
 * loader's failure (`loadFailure`) answered 20001 opens the same dialog until it is closed.
 */
export function useBookingFailure(back: string, loadFailure: LoadFailure | null = null): BookingFailureHandling {
  const navigation = useShopNavigation();
  const textOf = useFailureText();
  const [liveChat, setLiveChat] = useState<{ message: string | null } | null>(null);
  const [dismissedLoad, setDismissedLoad] = useState<LoadFailure | null>(null);
  const loadChat = loadFailure?.kind === 'liveChat' && loadFailure !== dismissedLoad ? { message: loadFailure.message ?? null } : null;
  const shown = liveChat ?? loadChat;
  const failureText = (failure: ApiFailure): string | null => {
    switch (failure.kind) {
      case 'cancelled':
        return null;
      case 'login':
        navigation.go(failure.loginLink ?? loginAddress(back));
        return null;
      case 'home':
        navigation.go('/m');
        return null;
      case 'liveChat':
        setLiveChat({ message: failure.message ?? null });
        return null;
      default:
        return textOf(failure);
    }
  };
  const close = () => {
    setLiveChat(null);
    if (loadChat) setDismissedLoad(loadFailure);
  };
  const liveChatDialog = <LiveChatDialog open={shown !== null} message={shown?.message} onClose={close} />;
  // Stable: a flow's listener subscribes once.
  const openLiveChat = useCallback((message: string | null) => setLiveChat({ message }), []);
  return { failureText, openLiveChat, liveChatDialog };
}
