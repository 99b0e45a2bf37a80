import { communityHomeRoute } from './CommunityHome/route';
import { communityTopicRoute } from './CommunityTopic/route';
import { feedDetailRoute } from './FeedDetail/route';
import { reportPostRoute } from './ReportPost/route';
import { sharePostRoute } from './SharePost/route';
import { tagDetailRoute } from './TagDetail/route';
import { teamRoute } from './Team/route';
import { writePostRoute } from './WritePost/route';
import type { StorefrontRouteModule } from '../routeModule';

/** The community: home, posts, topics, tags, teams, sharing, reporting and writing (spec §2). */
export const COMMUNITY_ROUTES: readonly StorefrontRouteModule[] = [
  communityHomeRoute,
  communityTopicRoute,
  feedDetailRoute,
  reportPostRoute,
  sharePostRoute,
  tagDetailRoute,
  teamRoute,
  writePostRoute,
];
