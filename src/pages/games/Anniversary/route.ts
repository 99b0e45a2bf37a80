import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

const Component = async () => (await import('./Anniversary')).Anniversary;

/**
 * The 10th anniversary, /m/game/anniversary_10th (spec §2; route name game-anniversary_10th): the
 * celebration game, the vote, the prize list, the rules, share. Open to guests; playing or voting
 * sends a guest to sign in and back.
 */
export const anniversary10thRoute = {
  paths: ['game/anniversary_10th'],
  handle: { name: 'game-anniversary_10th', layout: {} },
  loader: lazyLoader(() => import('./anniversaryLoader'), 'anniversary10thLoader'),
  Component,
} satisfies StorefrontRouteModule;

/** The 11th anniversary, /m/lucky_game/anniversary_11th (spec §2; route name lucky_game); the same page. */
export const anniversary11thRoute = {
  paths: ['lucky_game/anniversary_11th'],
  handle: { name: 'lucky_game', layout: {} },
  loader: lazyLoader(() => import('./anniversaryLoader'), 'anniversary11thLoader'),
  Component,
} satisfies StorefrontRouteModule;

/** The 13th anniversary, /m/koko/anniversary_13th (spec §2; route name koko-anniversary_13th); the same page. */
export const anniversary13thRoute = {
  paths: ['koko/anniversary_13th'],
  handle: { name: 'koko-anniversary_13th', layout: {} },
  loader: lazyLoader(() => import('./anniversaryLoader'), 'anniversary13thLoader'),
  Component,
} satisfies StorefrontRouteModule;
