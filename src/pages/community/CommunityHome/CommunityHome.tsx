import { useMemo, type MouseEvent } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { useApiClient, useSession } from '../../../session';
import { loginAddress } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';
import type { PageResult } from '../../shared/paging';
import { useInfinitePages } from '../../shared/paging';
import { COMMUNITY_HOME, WRITE_POST } from '../shared/communityAddresses';
import { feedPageOf } from '../shared/feedPages';
import { tagsOf, type PostItem } from '../shared/postItems';
import { usePostActions } from '../shared/usePostActions';
import { usePostLikes } from '../shared/usePostLikes';
import { feedCall, type CommunityHomeData, type CommunityTab } from './communityHomeLoader';
import { CommunityHomeView } from './CommunityHomeView';

const NO_PAGE: PageResult<PostItem> = { ok: true, items: [], page: 1, hasMore: false };

/**
 * The community home container: the tab lives in the address (?tab=), so the loader fetches its
 * feed; more pages as the shopper scrolls; likes, long-press actions; writing needs login.
 */
export function CommunityHome() {
  const data = useLoaderData<CommunityHomeData>();
  const client = useApiClient();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  const shop = useShopNavigation();
  const isLogin = useSession((s) => s.isLogin);
  const likes = usePostLikes();
  const actions = usePostActions(likes.fail);
  const first = data.kind === 'ok' && data.feed ? data.feed : NO_PAGE;
  const tab = data.tab;
  const pages = useInfinitePages(
    first,
    async (page, signal) => {
      return feedPageOf(await feedCall(client, tab, page, signal), page);
    },
    { keyOf: (post) => post.id },
  );
  const posts = pages.items.filter((post) => !actions.hidden.has(post.id));
  const hotTags = useMemo(() => tagsOf(first.ok ? first.items : []), [first]);

  const switching = navigation.state === 'loading' && navigation.location.pathname === COMMUNITY_HOME;
  const status = switching ? 'loading' : data.kind === 'ok' ? 'ready' : 'error';
  const signIn = (back: string) => shop.go(loginAddress(back));

  return (
    <CommunityHomeView
      status={status}
      retrying={revalidator.state === 'loading'}
      tab={tab}
      onSelectTab={(next: CommunityTab) => void navigate(next === 'recommended' ? COMMUNITY_HOME : `${COMMUNITY_HOME}?tab=${next}`, { replace: true })}
      posts={posts}
      feedStatus={pages.status}
      onLoadMore={pages.loadMore}
      guest={!isLogin}
      experiences={data.kind === 'ok' ? data.experiences.filter((post) => !actions.hidden.has(post.id)) : []}
      hotTags={hotTags}
      likeOf={likes.likeOf}
      onToggleLike={likes.toggleLike}
      onOpenPost={(href: string, event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        shop.go(href);
      }}
      actionsPost={actions.open}
      onActions={actions.show}
      onCloseActions={actions.close}
      onReport={actions.report}
      onNotInterested={actions.notInterested}
      actionsBusy={actions.busy}
      onWrite={() => (isLogin ? shop.go(WRITE_POST) : signIn(WRITE_POST))}
      onSignIn={() => signIn(location.pathname + location.search)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
