import { lazyLoader } from '../../lazyLoader';
import { lazyAction } from '../../lazyAction';
import type { StorefrontRouteModule } from '../../routeModule';

/** Feedback, /m/feedback.php (spec §2; route name feedback): category, text and photos, sent once. Needs login. */
export const feedbackRoute = {
  paths: ['feedback.php'],
  handle: { name: 'feedback', layout: {} },
  loader: lazyLoader(() => import('./feedbackLoader'), 'feedbackLoader'),
  action: lazyAction(() => import('./feedbackAction'), 'feedbackAction'),
  Component: async () => (await import('./Feedback')).Feedback,
} satisfies StorefrontRouteModule;
