/** spec §3 osPlatform: 1 web, 2 Android app, 3 iOS app. */
export type OsPlatform = 1 | 2 | 3;

/** spec §6: custom screen set-up needs iOS 10.4.25 or Android 4.9.59. */
export const CUSTOM_SCREEN_MIN_VERSION = { ios: '10.4.25', android: '4.9.59' } as const;
/** spec §6: these iOS app versions show a special header. */
export const SPECIAL_HEADER_IOS_VERSIONS: readonly string[] = ['10.3.17', '10.3.18'];

/** Dotted versions compared part by part as numbers (10.4.3 < 10.4.25); missing parts are 0. -1, 0 or 1. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const parse = (version: string) => version.trim().split('.').map((part) => Number.parseInt(part, 10));
  const left = parse(a);
  const right = parse(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const x = left[i] ?? 0;
    const y = right[i] ?? 0;
    const xn = Number.isNaN(x) ? 0 : x;
    const yn = Number.isNaN(y) ? 0 : y;
    if (xn !== yn) return xn < yn ? -1 : 1;
  }
  return 0;
}

function isVersion(value: string | undefined): value is string {
  return value !== undefined && /^\d+(\.\d+){0,3}$/.test(value.trim());
}

/** Whether the app supports custom screen set-up (spec §6). Never on the web or with an unknown version. */
export function supportsCustomScreenSetup(input: { platform: OsPlatform; appVersion?: string }): boolean {
  if (!isVersion(input.appVersion)) return false;
  if (input.platform === 3) return compareVersions(input.appVersion, CUSTOM_SCREEN_MIN_VERSION.ios) >= 0;
  if (input.platform === 2) return compareVersions(input.appVersion, CUSTOM_SCREEN_MIN_VERSION.android) >= 0;
  return false;
}

/** Whether the page shows the special header of iOS 10.3.17 and 10.3.18 (spec §6). */
export function needsSpecialIosHeader(input: { platform: OsPlatform; appVersion?: string }): boolean {
  if (input.platform !== 3 || !isVersion(input.appVersion)) return false;
  const version = input.appVersion;
  return SPECIAL_HEADER_IOS_VERSIONS.some((special) => compareVersions(version, special) === 0);
}
