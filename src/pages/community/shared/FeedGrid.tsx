import type { MouseEvent } from 'react';
import { FeedCard } from '../../../components/FeedCard';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { CardGrid } from '../../shared/lists.styles';
import type { PostItem } from './postItems';
import { useLongPress } from './useLongPress';
import type { LikeState } from './usePostLikes';

export interface FeedGridProps {
  readonly posts: readonly PostItem[];
  /** The grid's accessible name. */
  readonly label: string;
  /** The like shown for a post (the shopper's taps over the loaded count). */
  readonly likeOf?: (post: PostItem) => LikeState;
  readonly onToggleLike?: (post: PostItem) => void;
  readonly onOpen?: (post: PostItem, event: MouseEvent<HTMLAnchorElement>) => void;
  /** A long press (spec §9: 1 s), a context menu or Shift+F10 on a post: its actions. */
  readonly onActions?: (post: PostItem) => void;
  /** Text of the keyboard hint for the actions (read by screen readers). */
  readonly actionsHint?: string;
  /** The grid gets a level-2 heading for screen readers (its cards' titles are h3); false inside a titled section. */
  readonly titled?: boolean;
}

/** The cover's fixed ratio (3:4): the grid does not jump while pictures load. */
const COVER = { width: 300, height: 400 } as const;

function FeedGridItem({ post, likeOf, onToggleLike, onOpen, onActions, actionsHint }: Omit<FeedGridProps, 'posts' | 'label'> & { post: PostItem }) {
  const press = useLongPress(() => onActions?.(post));
  const like = likeOf?.(post) ?? { liked: post.liked, count: post.likeCount, pending: false };
  return (
    <li {...(onActions ? { ...press, 'aria-keyshortcuts': 'Shift+F10', title: actionsHint } : {})}>
      <FeedCard
        title={post.title}
        coverUrl={post.cover}
        coverWidth={COVER.width}
        coverHeight={COVER.height}
        authorName={post.authorName}
        {...(post.authorAvatar ? { authorAvatarUrl: post.authorAvatar } : {})}
        likeCount={like.count}
        liked={like.liked}
        likePending={like.pending}
        href={post.href}
        {...(onOpen ? { onOpen: (event: MouseEvent<HTMLAnchorElement>) => onOpen(post, event) } : {})}
        {...(onToggleLike ? { onToggleLike: () => onToggleLike(post) } : {})}
      />
    </li>
  );
}

/** Community posts as a two-column feed of FeedCards (cover 3:4, title, author, like). */
export function FeedGrid({ posts, label, titled = true, ...rest }: FeedGridProps) {
  const grid = (
    <CardGrid aria-label={label}>
      {posts.map((post) => (
        <FeedGridItem key={post.id} post={post} {...rest} />
      ))}
    </CardGrid>
  );
  if (!titled) return grid;
  return (
    <>
      <VisuallyHidden>
        <h2>{label}</h2>
      </VisuallyHidden>
      {grid}
    </>
  );
}
