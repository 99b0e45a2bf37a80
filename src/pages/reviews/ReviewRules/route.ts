import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

const Component = async () => (await import('./ReviewRules')).ReviewRules;

/** The review rules, /m/account/my_review/rule (spec §2; route name account-my_review-rule). */
export const reviewRulesRoute = {
  paths: ['account/my_review/rule'],
  handle: { name: 'account-my_review-rule', layout: {} },
  loader: lazyLoader(() => import('./reviewRulesLoader'), 'reviewRulesLoader'),
  Component,
} satisfies StorefrontRouteModule;

/** How to write a review, /m/account/my_review/write_rule (spec §2; route name account-my_review-write_rule). */
export const writeRulesRoute = {
  paths: ['account/my_review/write_rule'],
  handle: { name: 'account-my_review-write_rule', layout: {} },
  loader: lazyLoader(() => import('./reviewRulesLoader'), 'writeRulesLoader'),
  Component,
} satisfies StorefrontRouteModule;
