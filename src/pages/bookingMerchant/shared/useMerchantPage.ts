import { useCallback, type MouseEvent } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import type { Merchant } from '../../../api';
import { useSessionSend } from '../../../session';
import { useBookingFailure } from '../../shared/bookingFailure';
import { useShopNavigation } from '../../shared/navigation';
import type { MerchantViewState } from './MerchantFrame';
import type { MerchantLoad } from './loadForMerchant';

/**
 * What every provider page's container shares: the frame state of its loader data (ready content
 * made by `ready`), retry, in-shop links, the §8 handling of an action's failure (login and back to
 * this page, home, the 20001 live-chat dialog: render `liveChatDialog` once), and a success toast.
 */
export function useMerchantPage<T, R>(data: MerchantLoad<T>, ready: (data: T, merchant: Merchant) => R) {
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const location = useLocation();
  const send = useSessionSend();
  const here = location.pathname + location.search;
  const { failureText, liveChatDialog } = useBookingFailure(here, data.kind === 'error' ? data.failure : null);
  const retrying = revalidator.state === 'loading';
  const state: MerchantViewState<R> =
    data.kind === 'ready'
      ? { status: 'ready', ...ready(data.data, data.merchant) }
      : data.kind === 'invitation'
        ? { status: 'invitation' }
        : { status: 'error', message: data.failure.message ?? null, retrying };
  const onOpen = useCallback(
    (href: string, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigation.go(href);
    },
    [navigation],
  );
  const toast = useCallback((text: string) => send({ type: 'toast.show', text, tone: 'success' }), [send]);
  /** A save went through: its toast, then the page to show. */
  const done = (text: string, href: string) => {
    toast(text);
    navigation.go(href);
  };
  return {
    state,
    onOpen,
    go: navigation.go,
    retry: () => void revalidator.revalidate(),
    failureText,
    liveChatDialog,
    toast,
    done,
  };
}
