import type { PageLoader } from '../../lazyLoader';

/** Which rules a route shows: how reviews are published (rule), or how to write one (write_rule). */
export type ReviewRulesKind = 'rule' | 'write_rule';

/** What the loader returns: the rules to show (the text is in the reviews namespace; nothing is fetched). */
export interface ReviewRulesData {
  readonly kind: ReviewRulesKind;
}

/** The rules route's loader: /m/account/my_review/rule. */
export const reviewRulesLoader: PageLoader = () => Promise.resolve<ReviewRulesData>({ kind: 'rule' });

/** The writing rules route's loader: /m/account/my_review/write_rule. */
export const writeRulesLoader: PageLoader = () => Promise.resolve<ReviewRulesData>({ kind: 'write_rule' });
