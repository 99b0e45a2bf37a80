import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Skeleton } from '../../../components/Skeleton';
import { MerchantInvitation } from '../../shared/merchant';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';

/** A provider page's state before its own content: loading, failed (with retry), the invitation, or ready with the page's props. */
export type MerchantViewState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string | null; readonly retrying?: boolean }
  | { readonly status: 'invitation' }
  | ({ readonly status: 'ready' } & T);

export interface MerchantFrameProps<T> {
  readonly title: string;
  readonly state: MerchantViewState<T>;
  readonly onRetry: () => void;
  /** In-shop navigation for links (the invitation's link to the agreement). */
  readonly onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The page's content once ready. */
  readonly children: (ready: T) => ReactNode;
}

/**
 * The frame of every provider page: the page heading, then a placeholder while loading, the failure
 * with a retry, the invitation for a signed-in account that is not a merchant, or the content.
 */
export function MerchantFrame<T>({ title, state, onRetry, onOpen, children }: MerchantFrameProps<T>) {
  const { t } = useTranslation('bookingMerchant');
  if (state.status === 'invitation') return <MerchantInvitation onOpen={onOpen} />;
  return (
    <AccountPage>
      <Heading level={1}>{title}</Heading>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={4} />
          <Skeleton variant="text" lines={3} />
        </LoadingBlocks>
      )}
      {state.status === 'error' && (
        <ErrorState
          title={t('frame.errorTitle')}
          message={state.message ?? t('frame.errorMessage')}
          retrying={state.retrying ?? false}
          onRetry={onRetry}
          headingLevel={2}
        />
      )}
      {state.status === 'ready' && children(state)}
    </AccountPage>
  );
}
