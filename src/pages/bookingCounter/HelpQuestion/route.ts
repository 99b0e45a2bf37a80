import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * Merchant questions, /m/booking/help/question (spec §2 booking help question; route name
 * booking-help-question): the counter's common questions and their answers. Merchants only.
 */
export const helpQuestionRoute = {
  paths: ['booking/help/question'],
  handle: { name: 'booking-help-question', layout: {} },
  loader: lazyLoader(() => import('./helpQuestionLoader'), 'helpQuestionLoader'),
  Component: async () => (await import('./HelpQuestion')).HelpQuestion,
} satisfies StorefrontRouteModule;
