import { bloggerRoute } from './Blogger/route';
import { bloggerCashbackRoute } from './BloggerCashback/route';
import { bloggerFormRoute } from './BloggerForm/route';
import { bloggerMessagesRoute } from './BloggerMessages/route';
import { bloggerProgressRoute } from './BloggerProgress/route';
import type { StorefrontRouteModule } from '../routeModule';

/** The blogger programme under /m/blogger (spec §2). */
export const BLOGGER_ROUTES: readonly StorefrontRouteModule[] = [
  bloggerRoute,
  bloggerCashbackRoute,
  bloggerFormRoute,
  bloggerMessagesRoute,
  bloggerProgressRoute,
];
