/** The community's addresses (spec §2 Community; the writing page's address is chosen: /m/community/post). */
export const COMMUNITY_HOME = '/m/community';
export const WRITE_POST = '/m/community/post';
export const DELETED_ITEM = '/m/community/deleted';

export const postHref = (id: string) => `/m/community/feed/detail?id=${encodeURIComponent(id)}`;
export const tagHref = (id: string) => `/m/community/tag_detail.php?id=${encodeURIComponent(id)}`;
export const teamHref = (id: string) => `/m/community/team.php?id=${encodeURIComponent(id)}`;
export const shareHref = (id: string) => `/m/community/share.php?id=${encodeURIComponent(id)}`;
export const reportHref = (id: string) => `/m/community/report.php?id=${encodeURIComponent(id)}`;
export const topicHref = (sign: string) => `/m/community/${encodeURIComponent(sign)}`;

/** The app's deep link to a post (the share page's "open in the app"). */
export const appPostLink = (id: string) => `konvy://community/feed/detail?id=${encodeURIComponent(id)}`;

/** A numeric id from the query (`id`), or null when missing or not a plain number (hostile values ask nothing). */
export function numericIdParam(request: Request, name = 'id'): string | null {
  const value = new URL(request.url).searchParams.get(name);
  return value !== null && /^\d{1,12}$/.test(value) ? value : null;
}
