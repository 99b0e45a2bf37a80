import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** My product questions, /m/my_question.php (spec §2; route name my_question): questions, answers, paged. Needs login. */
export const myQuestionsRoute = {
  paths: ['my_question.php'],
  handle: { name: 'my_question', layout: {} },
  loader: lazyLoader(() => import('./myQuestionsLoader'), 'myQuestionsLoader'),
  Component: async () => (await import('./MyQuestions')).MyQuestions,
} satisfies StorefrontRouteModule;
