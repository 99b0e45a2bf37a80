import type { FormEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { LikeButton } from '../../../components/LikeButton';
import { ProductCard } from '../../../components/ProductCard';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { TextArea } from '../../../components/TextArea';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { CardGrid } from '../../shared/lists.styles';
import { productCardProps, type ShopProduct } from '../../shared/product/shopProduct';
import { CommunityPage, Failure, TagLink, TagRow } from '../shared/community.styles';
import { tagHref } from '../shared/communityAddresses';
import type { CommentItem, PostItem } from '../shared/postItems';
import type { LikeState } from '../shared/usePostLikes';
import { ActionRow, AuthorRow, Body, CommentBox, CommentForm, CommentList, CommentMain, Gallery, PhotoCount, Translated } from './FeedDetailView.styles';

export type FeedDetailStatus = 'loading' | 'error' | 'invalid' | 'ready';

/** A text's translation (spec §4 target): asked, shown, or failed. */
export type Translation = { readonly status: 'loading' } | { readonly status: 'done'; readonly text: string } | { readonly status: 'error' };

/** Comments longer than this are cut by the field (graphemes). */
export const COMMENT_MAX = 500;

export interface FeedDetailViewProps {
  status: FeedDetailStatus;
  retrying?: boolean;
  post?: PostItem;
  comments?: readonly CommentItem[];
  like?: LikeState;
  onToggleLike?: () => void;
  /** Translations by id (the post's id or a comment's). */
  translations?: Readonly<Record<string, Translation>>;
  onTranslate?: (id: string) => void;
  onShowOriginal?: (id: string) => void;
  onShare?: () => void;
  onReport?: () => void;
  onOpen?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  onAddToCart?: (product: ShopProduct) => void;
  /** A guest: the comment field is replaced by a sign-in button. */
  guest?: boolean;
  onSignIn?: () => void;
  draft?: string;
  onDraftChange?: (value: string) => void;
  /** The comment the draft answers (its author shows above the field), or null. */
  replyTo?: { readonly id: string; readonly authorName: string } | null;
  onReply?: (comment: CommentItem) => void;
  onCancelReply?: () => void;
  sending?: boolean;
  commentError?: string | null;
  onSendComment?: () => void;
  /** The invalid state's way back to the community home. */
  onCommunityHome?: () => void;
  onRetry: () => void;
}

const noop = () => undefined;

function TranslateControl({ id, translation, onTranslate, onShowOriginal }: { id: string; translation: Translation | undefined; onTranslate: (id: string) => void; onShowOriginal: (id: string) => void }) {
  const { t } = useTranslation('community');
  if (translation?.status === 'done') {
    return (
      <Button variant="text" size="sm" onClick={() => onShowOriginal(id)}>
        {t('detail.showOriginal')}
      </Button>
    );
  }
  return (
    <Button variant="text" size="sm" loading={translation?.status === 'loading'} onClick={() => onTranslate(id)}>
      {t('detail.translate')}
    </Button>
  );
}

function TranslatedText({ translation }: { translation: Translation | undefined }) {
  const { t } = useTranslation('community');
  if (translation?.status === 'done') {
    return (
      <Translated>
        <Text variant="caption" tone="muted">
          {t('detail.translated')}
        </Text>
        <Body>{translation.text}</Body>
      </Translated>
    );
  }
  if (translation?.status === 'error') return <Failure role="alert">{t('detail.translateFailed')}</Failure>;
  return null;
}

/**
 * A community post (spec §2 /m/community/feed/detail?id=): its pictures, text with translation
 * (spec §4 target), tagged products (add to cart), tags, likes, share, report and the comments
 * with replies, each translatable. A guest reads everything; commenting and liking need login.
 */
export function FeedDetailView({
  status,
  retrying = false,
  post,
  comments = [],
  like,
  onToggleLike = noop,
  translations = {},
  onTranslate = noop,
  onShowOriginal = noop,
  onShare = noop,
  onReport = noop,
  onOpen,
  onAddToCart,
  guest = false,
  onSignIn = noop,
  draft = '',
  onDraftChange = noop,
  replyTo = null,
  onReply = noop,
  onCancelReply = noop,
  sending = false,
  commentError = null,
  onSendComment = noop,
  onCommunityHome = noop,
  onRetry,
}: FeedDetailViewProps) {
  const { t } = useTranslation('community');
  const locale = useLocale();
  const open = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => onOpen?.(href, event);

  if (status !== 'ready' || !post) {
    return (
      <CommunityPage>
        <Heading level={1} variant="title">
          {t('detail.title')}
        </Heading>
        {status === 'loading' && <Skeleton variant="card" lines={4} />}
        {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
        {status === 'invalid' && (
          <EmptyState icon="search" title={t('common.invalid.title')} description={t('common.invalid.message')} actionLabel={t('common.toCommunity')} onAction={onCommunityHome} />
        )}
      </CommunityPage>
    );
  }

  const shownLike = like ?? { liked: post.liked, count: post.likeCount, pending: false };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSendComment();
  };

  const renderComment = (comment: CommentItem, reply: boolean) => (
    <CommentBox $reply={reply} aria-label={t('detail.commentBy', { name: comment.authorName })}>
      <Avatar name={comment.authorName} {...(comment.authorAvatar ? { src: comment.authorAvatar } : {})} size="sm" decorative />
      <CommentMain>
        <Text variant="bodyStrong">{comment.authorName}</Text>
        <Body>{comment.content}</Body>
        <TranslatedText translation={translations[comment.id]} />
        <ActionRow>
          <Text variant="caption" tone="muted">
            {formatDate(comment.createdAt, locale)}
          </Text>
          <TranslateControl id={comment.id} translation={translations[comment.id]} onTranslate={onTranslate} onShowOriginal={onShowOriginal} />
          {!guest && (
            <Button variant="text" size="sm" onClick={() => onReply(comment)} aria-label={t('detail.replyTo', { name: comment.authorName })}>
              {t('detail.reply')}
            </Button>
          )}
        </ActionRow>
      </CommentMain>
    </CommentBox>
  );

  return (
    <CommunityPage>
      {post.images.length > 0 && (
        <Gallery aria-label={t('detail.photos')} tabIndex={0}>
          {post.images.map((src, index) => (
            <li key={`${index}-${src}`}>
              <img src={src} alt={t('detail.photo', { index: index + 1, count: post.images.length })} width={300} height={400} loading={index === 0 ? 'eager' : 'lazy'} />
              {post.images.length > 1 && <PhotoCount aria-hidden>{`${index + 1}/${post.images.length}`}</PhotoCount>}
            </li>
          ))}
        </Gallery>
      )}
      <Heading level={1} variant="title">
        {post.title}
      </Heading>
      <AuthorRow>
        <Avatar name={post.authorName} {...(post.authorAvatar ? { src: post.authorAvatar } : {})} size="sm" decorative />
        <Text variant="bodyStrong">{post.authorName}</Text>
        <Text variant="caption" tone="muted">
          {formatDate(post.createdAt, locale)}
        </Text>
      </AuthorRow>
      <Body>{post.content}</Body>
      <TranslatedText translation={translations[post.id]} />
      <ActionRow>
        <LikeButton liked={shownLike.liked} count={shownLike.count} pending={shownLike.pending} onToggle={onToggleLike} />
        <TranslateControl id={post.id} translation={translations[post.id]} onTranslate={onTranslate} onShowOriginal={onShowOriginal} />
        <Button variant="outline" size="md" onClick={onShare}>
          {t('detail.share')}
        </Button>
        <Button variant="text" size="md" onClick={onReport}>
          {t('detail.report')}
        </Button>
      </ActionRow>
      {post.tags.length > 0 && (
        <TagRow aria-label={t('detail.tags')}>
          {post.tags.map((tag) => (
            <li key={tag.id}>
              <TagLink href={tagHref(tag.id)} onClick={open(tagHref(tag.id))}>
                #{tag.name}
              </TagLink>
            </li>
          ))}
        </TagRow>
      )}
      {post.products.length > 0 && (
        <Section title={t('detail.products')}>
          <CardGrid>
            {post.products.map((product) => (
              <li key={product.id}>
                <ProductCard
                  {...productCardProps(product)}
                  {...(onOpen ? { onOpen: open(product.href) } : {})}
                  {...(onAddToCart ? { onAddToCart: () => onAddToCart(product) } : {})}
                />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
      <Section title={t('detail.comments', { count: post.commentCount })}>
        {guest ? (
          <Button variant="outline" size="lg" fullWidth onClick={onSignIn}>
            {t('detail.signInToComment')}
          </Button>
        ) : (
          <CommentForm aria-label={t('detail.commentForm')} onSubmit={submit}>
            {replyTo && (
              <ActionRow>
                <Text variant="caption">{t('detail.replyingTo', { name: replyTo.authorName })}</Text>
                <Button variant="text" size="sm" onClick={onCancelReply}>
                  {t('detail.cancelReply')}
                </Button>
              </ActionRow>
            )}
            <TextArea label={t('detail.commentLabel')} value={draft} onChange={onDraftChange} maxLength={COMMENT_MAX} rows={2} autoGrow error={commentError} />
            <Button type="submit" size="lg" loading={sending}>
              {t('detail.send')}
            </Button>
          </CommentForm>
        )}
        {comments.length === 0 ? (
          <Text tone="muted">{t('detail.noComments')}</Text>
        ) : (
          <CommentList>
            {comments.map((comment) => (
              <li key={comment.id}>
                {renderComment(comment, false)}
                {comment.replies.length > 0 && (
                  <CommentList>
                    {comment.replies.map((reply) => (
                      <li key={reply.id}>{renderComment(reply, true)}</li>
                    ))}
                  </CommentList>
                )}
              </li>
            ))}
          </CommentList>
        )}
      </Section>
    </CommunityPage>
  );
}
