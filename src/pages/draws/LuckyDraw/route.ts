import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * One lucky draw, /m/luck_draw.php?id=… (spec §2; route name luck_draw): the prize, the entry rule
 * (points or a purchase), entering once and the backend's result. A guest may look; entering sends
 * them to sign in and back.
 */
export const luckyDrawRoute = {
  paths: ['luck_draw.php'],
  handle: { name: 'luck_draw', layout: {} },
  loader: lazyLoader(() => import('./luckyDrawLoader'), 'luckyDrawLoader'),
  action: async (args, deps) => (await import('./luckyDrawAction')).luckyDrawAction(args, deps),
  Component: async () => (await import('./LuckyDraw')).LuckyDraw,
} satisfies StorefrontRouteModule;
