import type { MockLocale } from '../../fixtures/locale';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { countGraphemes as textLength } from '../../../src/format/text';
import type { CommentRecord } from './postRecords';
import { postById } from './postViews';
import { invalid, unknown } from './socialFailures';

/** The first id of a comment written in the shop. */
export const FIRST_COMMENT_ID = 70_001;
export const COMMENT_MAX = 500;

/** What commentFeed takes: the post, the text, the comment it answers and the writer's language. */
export interface CommentInput {
  readonly feed_id?: string;
  readonly content?: string;
  readonly reply_to?: string;
  readonly lang: MockLocale;
}

const MESSAGES = {
  noContent: { th: 'กรุณาเขียนความคิดเห็น', en: 'Write a comment first.', zh: '请填写评论内容。' },
  tooLong: { th: 'ความคิดเห็นยาวได้ไม่เกิน 500 ตัวอักษร', en: 'A comment can be at most 500 characters long.', zh: '评论不能超过500字。' },
  badReply: { th: 'ความคิดเห็นที่ตอบกลับไม่ได้อยู่ในโพสต์นี้', en: 'The comment you are replying to is not on this post.', zh: '回复的评论不在该帖子下。' },
} as const;

/**
 * commentFeed: the signed-in user comments on a post (or replies to a comment of the same post);
 * the comment shows in the post's detail and its comment count moves by one. Refused: a guest
 * (401), an unknown post (404), empty or over-long text or a reply to a comment of another post
 * (errcode 1).
 */
export function commentFeed(state: ShopState, input: CommentInput): ShopOutcome<CommentRecord> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const post = postById(state, input.feed_id);
  if (!post) return unknown('post');
  const content = (input.content ?? '').trim();
  if (!content) return invalid(MESSAGES.noContent);
  if (textLength(content) > COMMENT_MAX) return invalid(MESSAGES.tooLong);
  const replyTo = input.reply_to?.trim() || null;
  if (replyTo !== null && !state.social.comments.some((comment) => comment.id === replyTo && comment.post_id === post.id)) {
    return invalid(MESSAGES.badReply);
  }
  const id = newId(state, 'feedComment', FIRST_COMMENT_ID);
  if (isFailure(id)) return id;
  const record: CommentRecord = { id: String(id), post_id: post.id, author_id: userId, content, lang: input.lang, reply_to: replyTo, created_at: tick(state.clock) };
  state.social.comments.push(record);
  return record;
}
