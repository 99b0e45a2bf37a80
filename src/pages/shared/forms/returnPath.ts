import { isSafeRedirect } from '../../../api';
import { fieldOf, REDIRECT_FIELD } from '../../../forms/formPost';

/** Only the shop's own pages are returned to: a path under /m, never another site. */
function isShopPath(path: string, origin: string): boolean {
  return path.startsWith('/m') && !path.startsWith('//') && isSafeRedirect(path, { origin }) && new URL(path, origin).origin === origin;
}

/**
 * Where a form post comes back to: its `redirect` field when that is one of the shop's own pages
 * (a product card posts to its product's page and comes back to the list it is on), else the page
 * it was posted to.
 */
export function formReturnPath(request: Request, form: FormData): string {
  const url = new URL(request.url);
  const asked = fieldOf(form, REDIRECT_FIELD);
  if (asked && isShopPath(asked, url.origin)) {
    const target = new URL(asked, url.origin);
    return `${target.pathname}${target.search}`;
  }
  return `${url.pathname}${url.search}`;
}

/** spec §7 login page with the way back. */
export function loginPathBack(back: string): string {
  return `/m/login.php?redirect=${encodeURIComponent(back)}`;
}
