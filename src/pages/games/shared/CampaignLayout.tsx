import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { Hero } from './games.styles';

/** A campaign page's hero: its title (the page's h1), its introduction and any actions (share). */
export function CampaignHero({ title, intro, children }: { readonly title: string; readonly intro: string; readonly children?: ReactNode }) {
  return (
    <Hero>
      <Heading level={1}>{title}</Heading>
      <Text>{intro}</Text>
      {children}
    </Hero>
  );
}

/** A page's state before it is ready: loading (placeholders) or a failure with retry. */
export type CampaignPending = { readonly status: 'loading' } | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean };

/**
 * A campaign page that is loading or failed to load, under its hero: placeholders named
 * `loadingLabel`, or the failure (`errorTitle`, the message or a generic one) with retry.
 */
export function CampaignPendingPage({
  hero,
  state,
  loadingLabel,
  errorTitle,
  onRetry,
}: {
  readonly hero: ReactNode;
  readonly state: CampaignPending;
  readonly loadingLabel: string;
  readonly errorTitle: string;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation('games');
  return (
    <AccountPage aria-busy={state.status === 'loading'}>
      {hero}
      {state.status === 'loading' ? (
        <LoadingBlocks>
          <Skeleton variant="card" label={loadingLabel} />
          <Skeleton variant="text" lines={4} announce={false} />
        </LoadingBlocks>
      ) : (
        <ErrorState title={errorTitle} message={state.message ?? t('common.tryAgain')} retrying={state.retrying ?? false} onRetry={onRetry} />
      )}
    </AccountPage>
  );
}

/** The top of a webview page: back (the app's back inside the app) above the hero. */
export function WebviewTop({ inApp, onBack, title, intro, children }: { readonly inApp: boolean; readonly onBack: () => void; readonly title: string; readonly intro: string; readonly children?: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <>
      <div>
        <Button variant="text" onClick={onBack}>
          {inApp ? t('webview.backToApp') : t('webview.back')}
        </Button>
      </div>
      <CampaignHero title={title} intro={intro}>
        {children}
      </CampaignHero>
    </>
  );
}
