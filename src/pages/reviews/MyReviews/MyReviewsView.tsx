import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import type { InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { Link } from '../../../components/Link';
import { ListRow } from '../../../components/ListRow';
import { Skeleton } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { StackList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { PhotoViewer } from '../shared/PhotoViewer';
import { REVIEW_RULES_PATH } from '../shared/reviewAddresses';
import type { ReviewEntryCallbacks } from '../shared/ReviewEntry';
import type { ShownReview } from '../shared/reviewItems';
import { ReviewList } from '../shared/ReviewList';
import type { OpenPhotos } from '../shared/useReviewActions';
import { MY_REVIEW_TABS, type MyReviewTab, type PendingReview } from './myReviewsLoader';
import { Head, WriteLink } from './MyReviewsView.styles';

export type MyReviewsStatus = 'loading' | 'error' | 'ready';

export interface MyReviewsViewProps extends ReviewEntryCallbacks {
  status: MyReviewsStatus;
  retrying?: boolean;
  tab: MyReviewTab;
  onTab: (tab: MyReviewTab) => void;
  written?: readonly ShownReview[];
  moreStatus?: InfiniteListStatus;
  onLoadMore?: () => void;
  pending?: readonly PendingReview[];
  viewer?: OpenPhotos | null;
  onCloseViewer: () => void;
  /** Nothing to review: go shopping. */
  onShop: () => void;
  onRetry: () => void;
}

const isTab = (id: string): id is MyReviewTab => (MY_REVIEW_TABS as readonly string[]).includes(id);

/**
 * My reviews (spec §2 /m/account/my_review.php): the reviews the shopper wrote (likes, photos) and
 * the products of finished orders waiting for a review, each with "Write a review"; the review
 * rules a link away. Needs login.
 */
export function MyReviewsView({
  status,
  retrying = false,
  tab,
  onTab,
  written = [],
  moreStatus = 'end',
  onLoadMore,
  pending = [],
  viewer = null,
  onCloseViewer,
  onShop,
  onRetry,
  ...callbacks
}: MyReviewsViewProps) {
  const { t } = useTranslation('reviews');
  const titleId = useId();
  const { onNavigate } = callbacks;
  return (
    <AccountPage aria-labelledby={titleId}>
      <Head>
        <Heading level={1} variant="title" id={titleId}>
          {t('mine.title')}
        </Heading>
        <Link href={REVIEW_RULES_PATH} onClick={(event) => onNavigate(REVIEW_RULES_PATH, event)}>
          {t('mine.rules')}
        </Link>
      </Head>
      {status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={4} announce label={t('common.loading')} />
          <Skeleton variant="text" lines={4} announce={false} />
        </LoadingBlocks>
      )}
      {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
      {status === 'ready' && (
        <Tabs
          tabs={MY_REVIEW_TABS.map((id) => ({ id, label: t(`mine.tabs.${id}`, { count: id === 'pending' ? pending.length : written.length }) }))}
          selectedId={tab}
          onSelect={(id) => {
            if (isTab(id)) onTab(id);
          }}
          label={t('mine.tabsLabel')}
          stretch
        >
          {tab === 'written' &&
            (written.length === 0 && moreStatus === 'end' ? (
              <EmptyState icon="chat" title={t('mine.empty.written.title')} description={t('mine.empty.written.description')} />
            ) : (
              <ReviewList label={t('mine.tabs.written', { count: written.length })} reviews={written} moreStatus={moreStatus} {...(onLoadMore ? { onLoadMore } : {})} {...callbacks} />
            ))}
          {tab === 'pending' &&
            (pending.length === 0 ? (
              <EmptyState
                icon="chat"
                title={t('mine.empty.pending.title')}
                description={t('mine.empty.pending.description')}
                actionLabel={t('mine.empty.pending.action')}
                onAction={onShop}
              />
            ) : (
              <StackList $gap={3}>
                {pending.map((item) => (
                  <li key={item.key}>
                    <ListRow
                      title={item.name}
                      titleLines={2}
                      subtitle={t('mine.order', { sn: item.orderSn })}
                      {...(item.imageUrl ? { imageSrc: item.imageUrl } : {})}
                      align="center"
                      trailing={
                        <WriteLink href={item.href} onClick={(event) => onNavigate(item.href, event)}>
                          {t('mine.write')}
                          <VisuallyHidden>{`: ${item.name}`}</VisuallyHidden>
                        </WriteLink>
                      }
                    />
                  </li>
                ))}
              </StackList>
            ))}
        </Tabs>
      )}
      <PhotoViewer photos={viewer?.photos ?? null} index={viewer?.index ?? 0} onClose={onCloseViewer} />
    </AccountPage>
  );
}
