import { useSession } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { AppUpdate } from './AppUpdate';

/**
 * The shared layout's host of the app-update prompt: inside the Android or iOS app webview
 * (spec §3 osPlatform 2 or 3) with a known app version, once the page has started in the browser.
 */
export function AppUpdateHost() {
  const platform = useSession((s) => s.osPlatform);
  const appVersion = useSession((s) => s.appVersion);
  const navigation = useShopNavigation();
  if ((platform !== 2 && platform !== 3) || !appVersion) return null;
  return <AppUpdate appVersion={appVersion} onOpen={navigation.go} />;
}
