import type { MouseEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { truncateGraphemes } from '../../format/text';
import { LikeButton } from '../LikeButton';
import { VisuallyHidden } from '../VisuallyHidden';
import { Author, AuthorAvatar, AuthorName, Card, Cover, Footer, Like, Title } from './FeedCard.styles';

export interface FeedCardProps {
  title: string;
  coverUrl: string;
  /** The cover's intrinsic size (its aspect ratio is kept while it loads); default 3:4. */
  coverWidth?: number;
  coverHeight?: number;
  authorName: string;
  authorAvatarUrl?: string;
  likeCount: number;
  liked: boolean;
  /** The post's page; the whole card is this one link. */
  href: string;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Called with the state the shopper asks for (true: like). */
  onToggleLike?: (liked: boolean) => void;
  likePending?: boolean;
}

/**
 * A community post in a two-column feed: cover, title, author and a like toggle. The card is one
 * link to the post; the like button sits above it and works on its own.
 */
export function FeedCard({
  title,
  coverUrl,
  coverWidth = 300,
  coverHeight = 400,
  authorName,
  authorAvatarUrl,
  likeCount,
  liked,
  href,
  onOpen,
  onToggleLike,
  likePending,
}: FeedCardProps) {
  const { t } = useTranslation('commerce');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Cover src={coverUrl} alt="" width={coverWidth} height={coverHeight} loading="lazy" style={{ aspectRatio: `${coverWidth} / ${coverHeight}` }} />
      <Title id={titleId}>
        <a href={href} onClick={onOpen}>
          {title}
        </a>
      </Title>
      <Footer>
        <Author>
          <AuthorAvatar aria-hidden>
            {authorAvatarUrl ? (
              <img src={authorAvatarUrl} alt="" width={20} height={20} loading="lazy" decoding="async" />
            ) : (
              truncateGraphemes(authorName, 1, '')
            )}
          </AuthorAvatar>
          <VisuallyHidden>{t('feedCard.by', { name: authorName })}</VisuallyHidden>
          <AuthorName aria-hidden>{authorName}</AuthorName>
        </Author>
        <Like>
          <LikeButton liked={liked} count={likeCount} onToggle={onToggleLike} pending={likePending} />
        </Like>
      </Footer>
    </Card>
  );
}
