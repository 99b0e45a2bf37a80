import type { FooterNavData } from '../../../api';
import { useSession, type SessionContext } from '../../../session';
import { useLayoutLoaderData } from './layoutData';

/**
 * A value of the footer answer (spec §7 layout calls): the layout loader's, loaded beside the page
 * (so it is in the first render, on the server too), or the session's copy of the same answer when
 * the page runs without that loader or its call failed. The session is read only then: it takes the
 * answer right after hydration (useLayoutData), and read as well, it would render the page again,
 * synchronously, with nothing changed on screen.
 */
export function useFooterValue<T>(
  fromAnswer: (footer: FooterNavData) => T | null | undefined,
  fromSession: (session: SessionContext) => T | null | undefined,
): T | null {
  const footer = useLayoutLoaderData()?.footer ?? null;
  const sessionValue = useSession((session) => (footer ? null : (fromSession(session) ?? null)));
  return footer ? (fromAnswer(footer) ?? null) : sessionValue;
}
