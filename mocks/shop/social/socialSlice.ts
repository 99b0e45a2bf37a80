import { buildTeams } from '../../fixtures/products';
import { ACCOUNT_IDS, type SeedName } from '../seedNames';
import { seedBloggers, type BloggerRecord } from './bloggerRecords';
import { seedCommunityExtras, type CommunityExtras } from './communityRecords';
import { seedCampaigns, type CampaignRecords } from './campaignRecords';
import { seedPosts, type CommentRecord, type PostRecord, type ReportRecord } from './postRecords';
import { seedReviews, type ReviewRecord } from './reviewRecords';
import { seedQuestions, type QuestionRecord } from './questionRecords';

/**
 * The social records of the shop: favourites, follows, likes, reviews, reminders, community,
 * blogger programme and campaigns. Plain data: ids, numbers and texts, keyed by user id where they
 * belong to an account; names and titles are rendered in the request's language at read time.
 */
export interface SocialSlice {
  /** Favourite (liked) product ids per user id, newest first. */
  readonly favourites: Record<number, string[]>;
  /** Followed brand ids per user id. */
  readonly follows: Record<number, number[]>;
  /** Products with an arrival reminder per user id, newest first. */
  readonly reminders: Record<number, string[]>;
  /** Product details read while signed in per user id, newest first (bounded). */
  readonly recentlyViewed: Record<number, string[]>;
  /** Reviews: the catalogue's samples and those written here (newest written first). */
  readonly reviews: ReviewRecord[];
  /** Community posts: those written here (newest first), then the samples. */
  readonly posts: PostRecord[];
  readonly comments: CommentRecord[];
  readonly reports: ReportRecord[];
  /** Followed tags, team members and posts marked not interested. */
  readonly community: CommunityExtras;
  /** Blogger applications per user id. */
  readonly blogger: Record<number, BloggerRecord>;
  /** Questions shoppers asked about products, with their answers. */
  readonly questions: QuestionRecord[];
  readonly campaigns: CampaignRecords;
}

/** The products the shopper's lists hold at the start (the user-centre fixtures' lists). */
export const SHOPPER_FAVOURITE_COUNT = 8;
export const SHOPPER_REMINDER_COUNT = 4;
export const SHOPPER_RECENTLY_VIEWED_COUNT = 4;

const teamIds = (count: number) => buildTeams(count).map((team) => String(team.id));

/**
 * The social slice of a seed. Every seed holds the same shop, so this is the same for all of
 * them: the shopper's favourites, reminders, views, reviews, blogger application and past draw;
 * the tourist's blogger cashback; the new shopper has nothing.
 */
export function seedSocial(_seed: SeedName): SocialSlice {
  return {
    favourites: { [ACCOUNT_IDS.shopper]: teamIds(SHOPPER_FAVOURITE_COUNT) },
    follows: {},
    reminders: { [ACCOUNT_IDS.shopper]: teamIds(SHOPPER_REMINDER_COUNT) },
    recentlyViewed: { [ACCOUNT_IDS.shopper]: teamIds(SHOPPER_RECENTLY_VIEWED_COUNT) },
    reviews: seedReviews(),
    posts: seedPosts(),
    comments: [],
    reports: [],
    community: seedCommunityExtras(),
    blogger: seedBloggers(),
    questions: seedQuestions(),
    campaigns: seedCampaigns(),
  };
}
