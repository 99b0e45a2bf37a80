/** The blogger programme's addresses (spec §2 Blogger). */
export const BLOGGER_PATHS = {
  home: '/m/blogger',
  form: '/m/blogger/blogger_form',
  progress: '/m/blogger/blogger_progress',
  messages: '/m/blogger/blogger_msg',
  cashback: '/m/blogger/blogger_cashback',
} as const;

/** Where a blogger stands in the programme: a guest (not signed in), never applied, or the application's status. */
export type BloggerStanding = 'guest' | 'none' | 'applying' | 'approved' | 'rejected';
