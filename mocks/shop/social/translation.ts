import type { z } from 'zod';
import type { commentTranslationSchema } from '../../../src/api/schemas/commentTranslation';
import type { MockLocale, Trilingual } from '../../fixtures/locale';
import { pickText } from '../../fixtures/locale';
import { buildPost } from '../../fixtures/community';
import { buildReview } from '../../fixtures/products';
import type { ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { postById } from './postViews';
import { reviewById } from './reviewViews';
import { invalid, refuse, unknown } from './socialFailures';

/** The translation service's stored result for the first sample review (80001): a shorter rendering. */
const STORED_TRANSLATIONS: Readonly<Record<string, Trilingual>> = {
  '80001': {
    en: 'Two weeks in and my skin really is brighter. Fast delivery!',
    th: 'ใช้มาสองอาทิตย์ ผิวกระจ่างใสขึ้นจริง ส่งไวมาก',
    zh: '用了两周，皮肤真的变亮了。发货很快！',
  },
};

const LANGUAGES: readonly MockLocale[] = ['th_TH', 'en_US', 'zh_CN'];
const BAD_LANGUAGE = { th: 'ไม่รองรับภาษานี้', en: 'Translation into this language is not offered.', zh: '不支持该语言。' };

/** A user's own words in the language they wrote them: translated only into that same language. */
function ownWords(text: string, written: MockLocale, target: MockLocale): ShopOutcome<string> {
  return written === target ? text : refuse('translationUnavailable');
}

function translate(state: ShopState, id: string, target: MockLocale): ShopOutcome<string> {
  const stored = STORED_TRANSLATIONS[id];
  if (stored) return pickText(stored, target);
  const review = reviewById(state, id);
  if (review?.kind === 'fixture') return buildReview(review.fixture, target).content;
  if (review?.kind === 'written') return ownWords(review.content, review.lang, target);
  const post = postById(state, id);
  if (post?.kind === 'fixture') return buildPost(post.fixture, target).content;
  if (post?.kind === 'written') return ownWords(post.content, post.lang, target);
  const comment = state.social.comments.find((candidate) => candidate.id === id);
  if (comment) return ownWords(comment.content, comment.lang, target);
  return unknown('comment');
}

/**
 * translateComment (payload id, lang; lang defaults to en_US): a review's or a comment's text in
 * another language. The samples are stored in the three languages; text written in the shop is
 * only available in its own language. Refused: an unknown id (404), a language other than th_TH,
 * en_US or zh_CN (errcode 1), text written in another language (4151).
 */
export function translateComment(state: ShopState, input: { id?: string; lang?: string }): ShopOutcome<z.input<typeof commentTranslationSchema>> {
  const lang = input.lang || 'en_US';
  const target = LANGUAGES.find((language) => language === lang);
  if (!target) return invalid(BAD_LANGUAGE);
  const id = input.id ?? '';
  const text = translate(state, id, target);
  return typeof text === 'string' ? { id, lang: target, trans_res: text } : text;
}
