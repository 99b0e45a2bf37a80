import { useLoaderData, useRevalidator } from 'react-router';
import { getFeeds } from '../../../api';
import { useApiClient } from '../../../session';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { feedPageOf } from '../shared/feedPages';
import type { PostItem } from '../shared/postItems';
import { useFeedInteractions } from '../shared/useFeedInteractions';
import type { CommunityTopicData } from './communityTopicLoader';
import { CommunityTopicView } from './CommunityTopicView';

const NO_PAGE: PageResult<PostItem> = { ok: true, items: [], page: 1, hasMore: false };

/** The topic landing's container: more posts as the shopper scrolls, likes and long-press actions. */
export function CommunityTopic() {
  const data = useLoaderData<CommunityTopicData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const feed = useFeedInteractions();
  const sign = data.kind === 'ok' ? data.topic.sign : data.sign;
  const pages = useInfinitePages(
    data.kind === 'ok' ? data.first : NO_PAGE,
    async (page, signal) => feedPageOf(await getFeeds(client, { sign, page }, { suppressToast: true, signal }), page),
    { keyOf: (post) => post.id },
  );
  if (data.kind !== 'ok') {
    return <CommunityTopicView status="error" retrying={revalidator.state === 'loading'} onRetry={() => void revalidator.revalidate()} />;
  }
  return (
    <CommunityTopicView
      status="ready"
      topic={data.topic}
      posts={pages.items.filter((post) => !feed.hidden.has(post.id))}
      feedStatus={pages.status}
      onLoadMore={pages.loadMore}
      {...feed.props}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
