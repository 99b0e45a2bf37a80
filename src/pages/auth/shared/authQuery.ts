import type { LoaderFunctionArgs } from 'react-router';

/** What every sign-in page reads from its address: the origin (for redirect checks) and `redirect`. */
export interface AuthQuery {
  /** The page's origin, from the request (the same on the server and in the browser). */
  readonly origin: string;
  /** The `redirect` query value as given: checked with isSafeRedirect before it is followed. */
  readonly redirect: string | null;
}

/** Reads the request only (no window): runs on the server and in the browser alike. */
export function readAuthQuery({ request }: Pick<LoaderFunctionArgs, 'request'>): AuthQuery {
  const url = new URL(request.url);
  return { origin: url.origin, redirect: url.searchParams.get('redirect') };
}

/** A sign-in page's address that keeps the return address (`/m/signup.php?redirect=…`). */
export function authPath(page: 'login.php' | 'signup.php' | 'repass.php', redirect: string | null): string {
  return redirect ? `/m/${page}?redirect=${encodeURIComponent(redirect)}` : `/m/${page}`;
}
