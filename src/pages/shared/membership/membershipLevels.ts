import type { MembershipTone } from '../../../components/MembershipBadge';

/** One membership level as the page describes it. */
export interface MembershipLevelInfo {
  /** user.level (1 lowest). */
  readonly level: number;
  /** The level's name as the backend sends it (level_name), also its i18n key below membership.levels.names. */
  readonly name: string;
  readonly key: 'member' | 'silver' | 'gold' | 'platinum';
  readonly tone: MembershipTone;
  /** Money paid (baht) from which the level is reached. */
  readonly from: number;
}

/**
 * The levels (chosen: no endpoint lists them; these are the levels and thresholds the shop's
 * backend applies, by money paid, whose names the account centre's level_name carries).
 */
export const MEMBERSHIP_LEVELS: readonly MembershipLevelInfo[] = [
  { level: 1, name: 'Member', key: 'member', tone: 'basic', from: 0 },
  { level: 2, name: 'Silver', key: 'silver', tone: 'silver', from: 2_000 },
  { level: 3, name: 'Gold', key: 'gold', tone: 'gold', from: 5_000 },
  { level: 4, name: 'Platinum', key: 'platinum', tone: 'platinum', from: 20_000 },
];

/** The level a name (level_name, any case) or else a number (user.level) means; null when neither matches. */
export function levelOf(name: string | null | undefined, level: number | null | undefined): MembershipLevelInfo | null {
  const byName = name ? MEMBERSHIP_LEVELS.find((entry) => entry.name.toLowerCase() === name.trim().toLowerCase()) : undefined;
  return byName ?? MEMBERSHIP_LEVELS.find((entry) => entry.level === level) ?? null;
}

/** The badge's look for a level name or number (the centre, membership); an unknown level looks basic. */
export function membershipToneOf(name: string | null | undefined, level: number | null | undefined): MembershipTone {
  return levelOf(name, level)?.tone ?? 'basic';
}
