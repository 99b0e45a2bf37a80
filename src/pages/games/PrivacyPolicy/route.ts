import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The privacy policy, /m/privacy/policy (spec §2; route name privacy-policy): the policy in the
 * page's language with its headings as a table of contents. The text is the games namespace's
 * (no call); a desktop visitor is sent to the desktop policy (spec §2 desktop redirect).
 */
export const privacyPolicyRoute = {
  paths: ['privacy/policy'],
  handle: { name: 'privacy-policy', layout: {} },
  Component: async () => (await import('./PrivacyPolicy')).PrivacyPolicy,
} satisfies StorefrontRouteModule;
