import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Heading, Skeleton } from '../../../components';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { TitleRow } from './drawViews.styles';

export interface CampaignPageProps {
  /** The page's title (its h1, which names the page). */
  title: ReactNode;
  /** Beside the title (the way to my draws). */
  titleAction?: ReactNode;
  /** Placeholders while the page loads. */
  loading?: boolean;
  /** A failed load (shown with a retry in place of the children). */
  failure?: { readonly message?: string | null; readonly retrying?: boolean } | null;
  /** The failure's heading. */
  failedTitle: string;
  onRetry: () => void;
  children?: ReactNode;
}

/** The frame of a campaign page: the title, placeholders while it loads, a failed load with a retry, else the page. */
export function CampaignPage({ title, titleAction, loading = false, failure = null, failedTitle, onRetry, children }: CampaignPageProps) {
  const { t } = useTranslation('draws');
  const titleId = useId();
  const heading = (
    <Heading level={1} variant="title" id={titleId}>
      {title}
    </Heading>
  );
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={loading || undefined}>
      {titleAction ? (
        <TitleRow>
          {heading}
          {titleAction}
        </TitleRow>
      ) : (
        heading
      )}
      {loading && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={6} announce label={t('loading')} />
        </LoadingBlocks>
      )}
      {failure ? <ErrorState title={failedTitle} message={failure.message ?? undefined} retrying={failure.retrying ?? false} onRetry={onRetry} /> : children}
    </AccountPage>
  );
}
