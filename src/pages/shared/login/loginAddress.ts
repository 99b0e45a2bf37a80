/** spec §2 login page. */
export const LOGIN_PAGE = '/m/login.php';

/** The login page that brings the shopper back to `back` (a path of the shop) after signing in. */
export function loginAddress(back: string): string {
  return `${LOGIN_PAGE}?redirect=${encodeURIComponent(back)}`;
}
