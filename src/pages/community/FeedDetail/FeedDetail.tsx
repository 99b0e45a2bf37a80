import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useRevalidator } from 'react-router';
import { commentFeed, translateComment } from '../../../api';
import { useApiClient, useSession, useSessionSend } from '../../../session';
import { CartFullDialog } from '../../flows/addToCart';
import { useGridAddToCart } from '../../shared/addToCart';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSingleFlight } from '../../shared/forms';
import { loginAddress } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';
import { COMMUNITY_HOME, reportHref, shareHref } from '../shared/communityAddresses';
import type { CommentItem } from '../shared/postItems';
import { usePostLikes } from '../shared/usePostLikes';
import type { FeedDetailData } from './feedDetailLoader';
import { FeedDetailView, type Translation } from './FeedDetailView';

/** The threads with the comments written here added: a new comment first, a reply at the end of its thread. */
function withAdded(threads: readonly CommentItem[], added: readonly { comment: CommentItem; replyTo: string | null }[]): CommentItem[] {
  let result = [...threads];
  for (const { comment, replyTo } of added) {
    if (result.some((thread) => thread.id === comment.id || thread.replies.some((reply) => reply.id === comment.id))) continue;
    const parent = replyTo === null ? undefined : result.find((thread) => thread.id === replyTo || thread.replies.some((reply) => reply.id === replyTo));
    result = parent ? result.map((thread) => (thread === parent ? { ...thread, replies: [...thread.replies, comment] } : thread)) : [comment, ...result];
  }
  return result;
}

/**
 * The post page's container: likes (login first), translation of the post and of each comment into
 * the session's target (spec §4), comments and replies sent once, products into the cart through
 * the addToCart flow, share (the share page's address) and report (the report page).
 */
export function FeedDetail() {
  const data = useLoaderData<FeedDetailData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const send = useSessionSend();
  const location = useLocation();
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('community');
  const isLogin = useSession((s) => s.isLogin);
  const transLang = useSession((s) => s.transLang);
  const likes = usePostLikes();
  const cart = useGridAddToCart();
  const submission = useSingleFlight();
  const [translations, setTranslations] = useState<Readonly<Record<string, Translation>>>({});
  const [draft, setDraft] = useState('');
  const [replyTo, setReplyTo] = useState<CommentItem | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [added, setAdded] = useState<readonly { comment: CommentItem; replyTo: string | null }[]>([]);
  const [commentCount, setCommentCount] = useState<number | null>(null);
  const here = location.pathname + location.search;

  const translate = (id: string) => {
    setTranslations((all) => ({ ...all, [id]: { status: 'loading' } }));
    void translateComment(client, { id, lang: transLang }, { suppressToast: true }).then((result) => {
      setTranslations((all) => ({ ...all, [id]: result.ok ? { status: 'done', text: result.data.trans_res } : { status: 'error' } }));
    });
  };

  const sendComment = () =>
    submission.run(async () => {
      if (data.kind !== 'ok') return;
      const content = draft.trim();
      if (!content) {
        setCommentError(t('detail.commentEmpty'));
        return;
      }
      setCommentError(null);
      const result = await commentFeed(client, { feed_id: data.post.id, content, ...(replyTo ? { reply_to: replyTo.id } : {}) }, { suppressToast: true });
      if (!result.ok) {
        if (result.kind === 'login') navigation.go(result.loginLink ?? loginAddress(here));
        else if (result.kind !== 'cancelled') setCommentError(failureText(result));
        return;
      }
      const { comment, comment_count } = result.data;
      setAdded((all) => [
        ...all,
        {
          comment: { id: comment.id, authorName: comment.author.nickname, ...(comment.author.avatar ? { authorAvatar: comment.author.avatar } : {}), content: comment.content, createdAt: comment.created_at, replies: [] },
          replyTo: comment.reply_to ?? null,
        },
      ]);
      setCommentCount(comment_count);
      setDraft('');
      setReplyTo(null);
      send({ type: 'toast.show', text: t('detail.commentSent'), tone: 'success' });
    });

  const share = async () => {
    if (data.kind !== 'ok') return;
    const url = new URL(shareHref(data.post.id), window.location.origin).toString();
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: data.post.title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      send({ type: 'toast.show', text: t('detail.linkCopied'), tone: 'success' });
    } catch {
      send({ type: 'toast.show', text: t('detail.shareAt', { url }), tone: 'info' });
    }
  };

  const go = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigation.go(href);
  };

  if (data.kind !== 'ok') {
    return (
      <FeedDetailView
        status={data.kind === 'invalid' ? 'invalid' : 'error'}
        retrying={revalidator.state === 'loading'}
        onCommunityHome={() => navigation.go(COMMUNITY_HOME)}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  const post = commentCount === null ? data.post : { ...data.post, commentCount: commentCount };
  return (
    <>
      <FeedDetailView
        status="ready"
        post={post}
        comments={withAdded(data.comments, added)}
        like={likes.likeOf(data.post)}
        onToggleLike={() => likes.toggleLike(data.post)}
        translations={translations}
        onTranslate={translate}
        onShowOriginal={(id) =>
          setTranslations((all) => {
            const { [id]: _shown, ...rest } = all;
            return rest;
          })
        }
        onShare={() => void share()}
        onReport={() => navigation.go(reportHref(data.post.id))}
        onOpen={go}
        onAddToCart={(product) => cart.add(product.cartItem)}
        guest={!isLogin}
        onSignIn={() => navigation.go(loginAddress(here))}
        draft={draft}
        onDraftChange={setDraft}
        replyTo={replyTo}
        onReply={setReplyTo}
        onCancelReply={() => setReplyTo(null)}
        sending={submission.busy}
        commentError={commentError}
        onSendComment={() => void sendComment()}
        onRetry={() => void revalidator.revalidate()}
      />
      <CartFullDialog actorRef={cart.actorRef} />
    </>
  );
}
