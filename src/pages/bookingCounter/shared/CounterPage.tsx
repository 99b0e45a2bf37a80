import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Heading, Skeleton } from '../../../components';
import { MerchantInvitation } from '../../shared/merchant';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { CounterFrameState } from './counterFrame';

export interface CounterPageProps {
  /** The page's heading (level 1). */
  title: string;
  /** Loading, failed, invited; `ready` shows the children. */
  state: CounterFrameState | { readonly status: 'ready' };
  onRetry: () => void;
  /** To the onboarding agreement (a shopper account invited to become a merchant): its address. */
  onJoin: (href: string) => void;
  children?: ReactNode;
}

/**
 * The frame of every merchant counter page (mobile-first, one column): its heading, then the
 * loading blocks, the failed load with a retry, the onboarding
 * invitation for a shopper account, or the page itself. Pure.
 */
export function CounterPage({ title, state, onRetry, onJoin, children }: CounterPageProps) {
  const { t } = useTranslation('bookingCounter');
  const titleId = useId();
  if (state.status === 'invite') {
    return (
      <MerchantInvitation
        onOpen={(href, event) => {
          event.preventDefault();
          onJoin(href);
        }}
      />
    );
  }
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <Heading level={1} variant="title" id={titleId}>
        {title}
      </Heading>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={6} announce label={t('frame.loading')} />
        </LoadingBlocks>
      )}
      {state.status === 'error' && (
        <ErrorState title={t('frame.loadFailed')} message={state.message ?? undefined} retrying={state.retrying ?? false} onRetry={onRetry} />
      )}
      {state.status === 'ready' && children}
    </AccountPage>
  );
}
