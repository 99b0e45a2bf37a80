import type { MouseEvent } from 'react';
import type { ApiFailure } from '../../../api';
import { useShopNavigation } from '../../shared/navigation';
import type { PostItem } from './postItems';
import { usePostActions } from './usePostActions';
import { usePostLikes, type LikeState } from './usePostLikes';

/** What a feed of posts needs from its container: likes, opening a post, the long-press actions. */
export interface FeedInteractions {
  readonly likeOf: (post: PostItem) => LikeState;
  readonly onToggleLike: (post: PostItem) => void;
  readonly onOpenPost: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly actionsPost: PostItem | null;
  readonly onActions: (post: PostItem) => void;
  readonly onCloseActions: () => void;
  readonly onReport: (id: string) => void;
  readonly onNotInterested: (id: string) => void;
  readonly actionsBusy: boolean;
}

/** The feed interactions of a community page, and the posts marked not interested here (to leave out). */
export function useFeedInteractions(): { readonly props: FeedInteractions; readonly hidden: ReadonlySet<string>; readonly fail: (failure: ApiFailure) => void } {
  const navigation = useShopNavigation();
  const likes = usePostLikes();
  const actions = usePostActions(likes.fail);
  return {
    props: {
      likeOf: likes.likeOf,
      onToggleLike: likes.toggleLike,
      onOpenPost: (href, event) => {
        event.preventDefault();
        navigation.go(href);
      },
      actionsPost: actions.open,
      onActions: actions.show,
      onCloseActions: actions.close,
      onReport: actions.report,
      onNotInterested: actions.notInterested,
      actionsBusy: actions.busy,
    },
    hidden: actions.hidden,
    fail: likes.fail,
  };
}
