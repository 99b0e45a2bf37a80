import { describe, expect, it } from 'vitest';
import { feedDetailSchema } from '../../../api';
import { tagsOf, toCommentThreads, toPostItem } from './postItems';

/** A post as the server answers it (the first sample's shape). */
const buildPost = (index = 0, _locale = 'en_US'): Record<string, unknown> => ({
  id: String(30_001 + index),
  title: index === 0 ? 'Sunscreens I took to Phuket' : 'My rainy-season routine',
  content: index === 0 ? 'Tried three.' : 'Skin gets oily in the rainy season, so: lotus toner morning and night, then a thin gel.',
  images: ['/static/mock/post-0-1.webp'],
  author: { uid: 900_101, nickname: 'Ploy S.' },
  like_count: 12,
  tags: [{ id: 1, name: 'Sun care' }],
  created_at: '2025-03-13 09:00:00',
});

const comment = (id: string, reply_to: string | null, content = id): Record<string, unknown> => ({
  id,
  feed_id: '30001',
  content,
  author: { uid: 1, nickname: `user ${id}` },
  reply_to,
  created_at: '2025-03-14 10:00:00',
});

const detail = (comments: Record<string, unknown>[]) => feedDetailSchema.parse({ ...buildPost(0), comments });

describe('toCommentThreads', () => {
  it('keeps the server’s order of comments and puts replies (and replies to replies) under their comment, oldest first', () => {
    // Newest first, as the server lists them.
    const threads = toCommentThreads(detail([comment('5', '3'), comment('4', null), comment('3', '1'), comment('2', null), comment('1', null)]));
    expect(threads.map((thread) => [thread.id, thread.replies.map((reply) => reply.id)])).toEqual([
      ['4', []],
      ['2', []],
      ['1', ['3', '5']],
    ]);
  });

  it('a reply whose comment is not listed, and a loop, stand as comments of their own', () => {
    const threads = toCommentThreads(detail([comment('9', '404'), comment('7', '8'), comment('8', '7')]));
    expect(threads.map((thread) => thread.id)).toContain('9');
    expect(threads.flatMap((thread) => [thread.id, ...thread.replies.map((reply) => reply.id)]).sort()).toEqual(['7', '8', '9']);
  });

  it('no comments: no threads', () => {
    expect(toCommentThreads(feedDetailSchema.parse(buildPost(0)))).toEqual([]);
  });
});

describe('toPostItem', () => {
  it('a post without a title shows the start of its text; a negative count shows zero', () => {
    const post = toPostItem(feedDetailSchema.parse({ ...buildPost(1, 'en_US'), title: null, like_count: -3 }));
    expect(post.title).toBe('Skin gets oily in the rainy season, so: …');
    expect(post.likeCount).toBe(0);
    expect(post.href).toBe('/m/community/feed/detail?id=30002');
  });

  it('an untitled Thai post is named by whole graphemes', () => {
    expect(toPostItem(feedDetailSchema.parse({ ...buildPost(0), title: '', content: 'กี่'.repeat(50) })).title).toBe(`${'กี่'.repeat(40)}…`);
  });

  it('hot tags: each tag once, in the order met', () => {
    const posts = [0, 1].map((i) => toPostItem(feedDetailSchema.parse(buildPost(i, 'en_US'))));
    expect(tagsOf(posts)).toEqual([{ id: '1', name: 'Sun care' }]);
  });
});

