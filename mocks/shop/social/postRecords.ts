import type { z } from 'zod';
import { tagDetailSchema, type postSchema } from '../../../src/api/schemas/community';
import { buildPost, buildTagDetail } from '../../fixtures/community';
import { image, type MockLocale, type Trilingual } from '../../fixtures/locale';

interface PostBase {
  readonly id: string;
  readonly author_id: number;
  /** The tags the post is listed under (each tag's page lists these posts). */
  readonly tag_ids: number[];
  /** Accounts that like the post. */
  liked_by: number[];
}

/** A sample post of the community: rendered with buildPost(fixture, locale). */
export interface FixturePostRecord extends PostBase {
  readonly kind: 'fixture';
  readonly fixture: number;
}

/** A post written in this shop, in the language it was written. */
export interface WrittenPostRecord extends PostBase, Pick<z.input<typeof postSchema>, 'content' | 'created_at'> {
  readonly kind: 'written';
  readonly title: string;
  readonly images: string[];
  readonly lang: MockLocale;
  /** The products the post tags (team ids). */
  readonly team_ids?: readonly string[];
}

export type PostRecord = FixturePostRecord | WrittenPostRecord;

/** A comment on a post (reply_to: the comment it answers). */
export interface CommentRecord {
  readonly id: string;
  readonly post_id: string;
  readonly author_id: number;
  readonly content: string;
  readonly lang: MockLocale;
  readonly reply_to: string | null;
  readonly created_at: string;
}

/** A report of a post: one per post and account. */
export interface ReportRecord {
  readonly post_id: string;
  readonly user_id: number;
  readonly reason: string;
  readonly created_at: string;
}

/** A community tag: its name in three languages and its cover. */
export interface TagSeed {
  readonly id: number;
  /** The tag's topic address, /m/community/{sign}. */
  readonly sign: string;
  readonly name: Trilingual;
  readonly cover: string;
}

/** The community's tags (tag 1 is the fixtures' Sun care). */
export const TAGS: readonly TagSeed[] = [
  { id: 1, sign: 'sun-care', name: { th: 'กันแดด', en: 'Sun care', zh: '防晒' }, cover: image('tag-sun') },
  { id: 2, sign: 'skincare-routine', name: { th: 'สกินแคร์รูทีน', en: 'Skincare routine', zh: '护肤流程' }, cover: image('tag-routine') },
  { id: 3, sign: 'makeup-looks', name: { th: 'แต่งหน้า', en: 'Makeup looks', zh: '妆容分享' }, cover: image('tag-makeup') },
];

/** The sample posts 30001…30004 of every list. */
export const SAMPLE_POST_COUNT = 4;

/** The sample posts; a tag page lists the posts the fixtures list under it (tag 1: the first two). */
export function seedPosts(): PostRecord[] {
  const tag = tagDetailSchema.parse(buildTagDetail());
  const listedUnderTag = tag.posts.map((post) => post.id);
  return Array.from({ length: SAMPLE_POST_COUNT }, (_, i): PostRecord => {
    const sample = buildPost(i);
    const id = String(sample.id);
    return {
      kind: 'fixture',
      fixture: i,
      id,
      author_id: Number(sample.author.uid),
      tag_ids: listedUnderTag.includes(id) ? [Number(tag.id)] : [],
      liked_by: [],
    };
  });
}
