import { getCommunityExperiences, getCommunityHome, getFeeds, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage } from '../../shared/paging';
import { toFeedPage } from '../shared/feedPages';
import { toPostItem, type PostItem } from '../shared/postItems';

/** The feeds: recommended, the tags the shopper follows, the latest, and the shopper's own posts. */
export const COMMUNITY_TABS = ['recommended', 'following', 'latest', 'mine'] as const;
export type CommunityTab = (typeof COMMUNITY_TABS)[number];

/** The tab in the address (`?tab=`); anything else is the recommended feed. */
export function tabOf(request: Request): CommunityTab {
  const tab = new URL(request.url).searchParams.get('tab');
  return COMMUNITY_TABS.find((known) => known === tab) ?? 'recommended';
}

/**
 * What the community home shows: the tab's first page of posts (a guest's following tab asks
 * nothing and offers sign-in) and the experiences (left out when they fail); or a failure with retry.
 */
export type CommunityHomeData =
  | {
      readonly kind: 'ok';
      readonly tab: CommunityTab;
      readonly feed: LoadedPage<PostItem> | null;
      readonly experiences: readonly PostItem[];
    }
  | { readonly kind: 'error'; readonly tab: CommunityTab };

/** Page `page` of a tab's feed (the loader's first page, the container's next ones). */
export function feedCall(client: ApiClient, tab: CommunityTab, page: number, signal?: AbortSignal) {
  const options = { suppressToast: true, ...(signal ? { signal } : {}) };
  if (tab === 'recommended') return getCommunityHome(client, { page }, options);
  if (tab === 'following') return getFeeds(client, { page, following: 1 }, options);
  if (tab === 'mine') return getFeeds(client, { page, mine: 1 }, options);
  return getFeeds(client, { page }, options);
}

/** The community home's loader (spec §2 /m/community): open to guests; the following tab needs login. */
export async function loadCommunityHome(client: ApiClient, request: Request): Promise<CommunityHomeData> {
  const tab = tabOf(request);
  const [feed, experiences] = await Promise.all([
    feedCall(client, tab, 1, request.signal),
    getCommunityExperiences(client, { page: 1 }, { suppressToast: true, signal: request.signal }),
  ]);
  if (!feed.ok && feed.kind === 'login') return { kind: 'ok', tab, feed: null, experiences: experiences.ok ? experiences.data.list.map(toPostItem) : [] };
  const loaded = await loadedOrLeave(feed, client, request);
  if (!loaded.ok) return { kind: 'error', tab };
  const first = toFeedPage(loaded.data, 1);
  return {
    kind: 'ok',
    tab,
    feed: first.ok ? first : null,
    experiences: experiences.ok ? experiences.data.list.filter((post) => !post.deleted).slice(0, 6).map(toPostItem) : [],
  };
}

export const communityHomeLoader: PageLoader = ({ request }, { client }) => loadCommunityHome(client, request);
