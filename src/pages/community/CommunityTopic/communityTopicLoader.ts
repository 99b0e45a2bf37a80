import { getFeeds, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage } from '../../shared/paging';
import { toFeedPage } from '../shared/feedPages';
import type { PostItem } from '../shared/postItems';

/** A topic's heading: its name (the sign when the server names none), its cover and the tag it is. */
export interface TopicItem {
  readonly sign: string;
  readonly name: string;
  readonly cover?: string;
  readonly tagId?: string;
}

/** What the topic page shows: the topic and the first page of its posts; or a failure with retry. An unknown sign: not found. */
export type CommunityTopicData =
  | { readonly kind: 'ok'; readonly topic: TopicItem; readonly first: LoadedPage<PostItem> }
  | { readonly kind: 'error'; readonly sign: string };

/** The topic landing's loader (spec §2 /m/community/{sign}; the route checks the sign first): open to guests. */
export async function loadCommunityTopic(client: ApiClient, request: Request, sign: string): Promise<CommunityTopicData> {
  const loaded = await loadedOrLeave(await getFeeds(client, { sign, page: 1 }, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error', sign };
  const topic = loaded.data.topic;
  const first = toFeedPage(loaded.data, 1);
  return {
    kind: 'ok',
    topic: {
      sign,
      name: topic?.name ?? sign,
      ...(topic?.cover ? { cover: topic.cover } : {}),
      ...(topic ? { tagId: topic.id } : {}),
    },
    first: first.ok ? first : { ok: true, items: [], page: 1, hasMore: false },
  };
}

export const communityTopicLoader: PageLoader = ({ request, params }, { client }) => loadCommunityTopic(client, request, params.sign ?? '');
