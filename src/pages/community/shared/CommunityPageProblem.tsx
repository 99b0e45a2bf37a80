import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Skeleton } from '../../../components/Skeleton';
import { CommunityPage } from './community.styles';

export interface CommunityPageProblemProps {
  /** The page's title while it has nothing else to show. */
  readonly title: string;
  /** Any other status (ready without its content) shows the title alone. */
  readonly status: 'loading' | 'ready' | 'error' | 'invalid';
  readonly retrying?: boolean;
  readonly onRetry: () => void;
  /** The way out of a link that names nothing (invalid). */
  readonly onCommunityHome?: () => void;
}

/** A community page (a tag, a team, a topic) before its content: loading, a failed load with retry, or a link that names nothing. Pure. */
export function CommunityPageProblem({ title, status, retrying = false, onRetry, onCommunityHome }: CommunityPageProblemProps) {
  const { t } = useTranslation('community');
  return (
    <CommunityPage>
      <Heading level={1} variant="title">
        {title}
      </Heading>
      {status === 'loading' && <Skeleton variant="card" lines={3} />}
      {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
      {status === 'invalid' && (
        <EmptyState icon="search" title={t('common.invalid.title')} description={t('common.invalid.message')} actionLabel={t('common.toCommunity')} onAction={onCommunityHome} />
      )}
    </CommunityPage>
  );
}
