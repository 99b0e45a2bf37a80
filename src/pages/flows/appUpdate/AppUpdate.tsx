import { useEffect, useState } from 'react';
import { getAppUpdate } from '../../../api';
import { useApiClient } from '../../../session';
import { AppUpdateDialog } from './AppUpdateDialog';

export interface AppUpdateProps {
  /** The app's version (`x.y.z`), as the app webview reports it. */
  appVersion: string;
  /** Opens the update's address (the layout's navigation: a deep link inside the app). */
  onOpen: (url: string) => void;
}

interface Prompt {
  readonly minVersion: string | null;
  readonly url: string | null;
}

/**
 * Asks /booking/o/wap/app_update once whether this app version is out of date and, when the call
 * says so, shows its update prompt (closed for the rest of the page's life once dismissed). Any
 * failure or malformed answer shows nothing: the prompt is advice, never a block.
 */
export function AppUpdate({ appVersion, onOpen }: AppUpdateProps) {
  const client = useApiClient();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void getAppUpdate(client, { app_version: appVersion }, { suppressToast: true, signal: controller.signal }).then((result) => {
      if (!result.ok || !result.data.need_update) return;
      setPrompt({ minVersion: result.data.min_version ?? null, url: result.data.url ?? null });
      setOpen(true);
    });
    return () => controller.abort();
  }, [client, appVersion]);

  if (!prompt) return null;
  return (
    <AppUpdateDialog
      open={open}
      minVersion={prompt.minVersion}
      url={prompt.url}
      onClose={() => setOpen(false)}
      onUpdate={() => {
        setOpen(false);
        if (prompt.url) onOpen(prompt.url);
      }}
    />
  );
}
