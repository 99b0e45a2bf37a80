import { useSession } from '../../../session';

/** Whether the page is open inside the shop's Android or iOS app webview (spec §3 osPlatform 2 or 3). */
export function useInApp(): boolean {
  return useSession((context) => context.osPlatform !== 1);
}
