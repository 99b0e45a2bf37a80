import { useRevalidator } from 'react-router';
import { useBookingFailure } from '../../shared/bookingFailure';
import { useShopNavigation } from '../../shared/navigation';
import { frameOf, type CounterFrameState } from './counterFrame';
import type { CounterProblem } from './counterGate';

/**
 * What every counter container needs: the loader problem as the frame's state, a retry (the loader
 * again), the way to onboarding, and spec §8 for actions (`failureText`; the 20001 live-chat
 * dialog, also for a load answered 20001: render `liveChatDialog` once). `back`: this page's address.
 */
export function useCounterFrame(back: string, data: { readonly kind: string } | CounterProblem) {
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const loadFailure = data.kind === 'error' && 'failure' in data ? data.failure : null;
  const { failureText, liveChatDialog } = useBookingFailure(back, loadFailure);
  return {
    frame: (problem: CounterProblem): CounterFrameState => frameOf(problem, revalidator.state === 'loading'),
    reload: () => revalidator.revalidate(),
    onRetry: () => void revalidator.revalidate(),
    onJoin: navigation.go,
    go: navigation.go,
    failureText,
    liveChatDialog,
  };
}
