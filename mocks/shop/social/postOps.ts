import type { MockLocale } from '../../fixtures/locale';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { productIndexOf } from './catalogue';
import { countGraphemes as textLength } from '../../../src/format/text';
import { TAGS, type WrittenPostRecord } from './postRecords';
import { postById, postLikesBefore } from './postViews';
import { invalid, refuse, unknown } from './socialFailures';

/** The first id of a post written in the shop (the samples are 30001…30004). */
export const FIRST_WRITTEN_POST_ID = 30_101;
export const POST_TITLE_MAX = 60;
export const POST_CONTENT_MAX = 2_000;
export const POST_MAX_IMAGES = 9;
export const REPORT_REASON_MAX = 200;

/** What createPost takes: the form's fields and the language the author writes in. */
export interface CreatePostInput {
  readonly title?: string;
  readonly content?: string;
  readonly images?: readonly string[];
  readonly tags?: readonly string[];
  /** The products the post tags (team ids). */
  readonly teams?: readonly string[];
  readonly lang: MockLocale;
}

const MESSAGES = {
  noTitle: { th: 'กรุณาใส่หัวข้อโพสต์', en: 'Give your post a title.', zh: '请填写帖子标题。' },
  longTitle: { th: 'หัวข้อยาวได้ไม่เกิน 60 ตัวอักษร', en: 'A title can be at most 60 characters long.', zh: '标题不能超过60字。' },
  noContent: { th: 'กรุณาเขียนเนื้อหาโพสต์', en: 'Write something in your post.', zh: '请填写帖子内容。' },
  longContent: { th: 'เนื้อหายาวได้ไม่เกิน 2,000 ตัวอักษร', en: 'A post can be at most 2,000 characters long.', zh: '内容不能超过2000字。' },
  tooManyImages: { th: 'แนบรูปได้ไม่เกิน 9 รูป', en: 'Attach at most 9 photos.', zh: '最多上传9张图片。' },
  unknownTag: { th: 'ไม่พบแท็กที่เลือก', en: 'One of the chosen tags does not exist.', zh: '所选标签不存在。' },
  unknownProduct: { th: 'ไม่พบสินค้าที่เลือก', en: 'One of the chosen products does not exist.', zh: '所选商品不存在。' },
  noReason: { th: 'กรุณาระบุเหตุผลที่รายงาน', en: 'Say why you are reporting this post.', zh: '请填写举报原因。' },
  longReason: { th: 'เหตุผลยาวได้ไม่เกิน 200 ตัวอักษร', en: 'A reason can be at most 200 characters long.', zh: '举报原因不能超过200字。' },
} as const;

/**
 * createPost: the signed-in user posts to the community; the post shows first in the feeds and on
 * its tags' pages. Refused: a guest (401); an empty or over-long title (60) or text (2,000), more
 * than nine photos or an unknown tag id (errcode 1).
 */
export function createPost(state: ShopState, input: CreatePostInput): ShopOutcome<WrittenPostRecord> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const title = (input.title ?? '').trim();
  const content = (input.content ?? '').trim();
  if (!title) return invalid(MESSAGES.noTitle);
  if (textLength(title) > POST_TITLE_MAX) return invalid(MESSAGES.longTitle);
  if (!content) return invalid(MESSAGES.noContent);
  if (textLength(content) > POST_CONTENT_MAX) return invalid(MESSAGES.longContent);
  const images = input.images ?? [];
  if (images.length > POST_MAX_IMAGES) return invalid(MESSAGES.tooManyImages);
  const tagIds = [...new Set((input.tags ?? []).map(Number))];
  if (tagIds.some((id) => !TAGS.some((tag) => tag.id === id))) return invalid(MESSAGES.unknownTag);
  const teamIds = [...new Set(input.teams ?? [])];
  if (teamIds.some((id) => productIndexOf(id) === undefined)) return invalid(MESSAGES.unknownProduct);
  const id = newId(state, 'communityPost', FIRST_WRITTEN_POST_ID);
  if (isFailure(id)) return id;
  const record: WrittenPostRecord = {
    kind: 'written',
    id: String(id),
    author_id: userId,
    title,
    content,
    images: [...images],
    tag_ids: tagIds,
    team_ids: teamIds,
    lang: input.lang,
    created_at: tick(state.clock),
    liked_by: [],
  };
  state.social.posts.unshift(record);
  return record;
}

/** likeFeed: toggles the signed-in user's like of a post; the count moves by one. Refused: a guest (401), an unknown post (404). */
export function likeFeed(state: ShopState, input: { id?: string }): ShopOutcome<{ is_liked: 0 | 1; like_count: number }> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const post = postById(state, input.id);
  if (!post) return unknown('post');
  const liked = post.liked_by.includes(userId);
  post.liked_by = liked ? post.liked_by.filter((id) => id !== userId) : [...post.liked_by, userId];
  tick(state.clock);
  return { is_liked: liked ? 0 : 1, like_count: postLikesBefore(post) + post.liked_by.length };
}

/**
 * reportFeed: the signed-in user reports a post, once per post. Refused: a guest (401), an unknown
 * post (404), an empty or over-long reason (errcode 1), a second report of the same post (4121).
 */
export function reportFeed(state: ShopState, input: { id?: string; reason?: string }): ShopOutcome<null> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const post = postById(state, input.id);
  if (!post) return unknown('post');
  const reason = (input.reason ?? '').trim();
  if (!reason) return invalid(MESSAGES.noReason);
  if (textLength(reason) > REPORT_REASON_MAX) return invalid(MESSAGES.longReason);
  if (state.social.reports.some((report) => report.post_id === post.id && report.user_id === userId)) return refuse('reportTwice');
  state.social.reports.push({ post_id: post.id, user_id: userId, reason, created_at: tick(state.clock) });
  return null;
}
