/** Community state beyond posts: followed tags, team members, posts a shopper is not interested in. */
export interface CommunityExtras {
  /** Followed tag ids per user id. */
  readonly tagFollows: Record<number, number[]>;
  /** The accounts that joined, per team id. */
  readonly teamMembers: Record<number, number[]>;
  /** Post ids each user marked not interested. */
  readonly hidden: Record<number, string[]>;
}

export function seedCommunityExtras(): CommunityExtras {
  return { tagFollows: {}, teamMembers: {}, hidden: {} };
}
