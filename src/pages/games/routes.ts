import { anniversary10thRoute, anniversary11thRoute, anniversary13thRoute } from './Anniversary/route';
import { privacyPolicyRoute } from './PrivacyPolicy/route';
import { tarotRoute } from './Tarot/route';
import { webviewEventRoute } from './WebviewEvent/route';
import { webviewPosRoute } from './WebviewPos/route';
import { zodiacBoxRoute } from './ZodiacBox/route';
import type { StorefrontRouteModule } from '../routeModule';

/** Campaigns and games: tarot, the zodiac box, the anniversaries, the webview event and point-of-sale pages, the privacy policy (spec §2). */
export const GAMES_ROUTES: readonly StorefrontRouteModule[] = [
  tarotRoute,
  zodiacBoxRoute,
  anniversary10thRoute,
  anniversary11thRoute,
  anniversary13thRoute,
  webviewEventRoute,
  webviewPosRoute,
  privacyPolicyRoute,
];
