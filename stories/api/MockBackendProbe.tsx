import { useEffect, useMemo, useState } from 'react';
import { createClient } from '../../src/api/client/createClient';
import { getFooterNav } from '../../src/api/endpoints/layout';
import { useLocale } from '../../src/i18n';

/**
 * Story-only: calls one endpoint (footer navigation) through the real client against the mock
 * backend and prints what came back, so a story can prove which scenario answered.
 */
export function MockBackendProbe() {
  const locale = useLocale();
  const client = useMemo(
    () => createClient({ baseUrl: '', origin: window.location.origin, session: () => ({ lang: locale, platform: 1 }) }),
    [locale],
  );
  const [text, setText] = useState('…');
  useEffect(() => {
    const controller = new AbortController();
    void getFooterNav(client, {}, { signal: controller.signal, timeoutMs: 3_000 }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) setText(`failed: ${result.kind}`);
      else if (result.data.button.length === 0) setText('ok: no buttons');
      else setText(result.data.button.map((button) => button.name).join(' · '));
    });
    return () => controller.abort();
  }, [client]);
  return (
    <output aria-label="Footer navigation" aria-live="polite">
      {text}
    </output>
  );
}
