import { useSession } from '../../../session';
import { AppUpdate } from './AppUpdate';

/**
 * The shared layout's host of the app-update prompt: inside the Android or iOS app webview
 * (spec §3 osPlatform 2 or 3) with a known app version, once the page has started in the browser.
 * `onOpen` opens the store's link (the layout's navigation).
 */
export function AppUpdateHost({ onOpen }: { readonly onOpen: (href: string) => void }) {
  const platform = useSession((s) => s.osPlatform);
  const appVersion = useSession((s) => s.appVersion);
  if ((platform !== 2 && platform !== 3) || !appVersion) return null;
  return <AppUpdate appVersion={appVersion} onOpen={onOpen} />;
}
