import { useState, type ReactNode } from 'react';
import { createActor } from 'xstate';
import { useLocale } from '../../src/i18n';
import { SessionProvider, sessionInputFromEnvironment, sessionMachine, useShopperEnvironment, type SessionEvent, type SessionInput } from '../../src/session';

/**
 * Story-only: a running session made from the toolbar globals plus `input`, with `events` sent
 * before the first render (toasts, a captcha start, a bind-phone request …).
 */
export function StorySession({ input, events = [], children }: { input?: SessionInput; events?: readonly SessionEvent[]; children: ReactNode }) {
  const environment = useShopperEnvironment();
  const locale = useLocale();
  const [actor] = useState(() => {
    const created = createActor(sessionMachine, { input: { ...sessionInputFromEnvironment(environment, locale), ...input } }).start();
    for (const event of events) created.send(event);
    return created;
  });
  return <SessionProvider actor={actor}>{children}</SessionProvider>;
}
