/** The lowest app versions the booking pages work in (spec §6: 10.4.25 on iOS, 4.9.59 on Android). */
export const MIN_APP_VERSION = { android: '4.9.59', ios: '10.4.25' } as const;

function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Whether the app must be updated before booking: an app version (`x.y.z`) below the platform's
 * minimum (platform 2 Android, else iOS's). Without a version (mobile web) nothing is needed.
 */
export function appUpdate(input: { app_version?: string; platform?: string }): { need_update: 0 | 1; min_version: string; url: null } {
  const minimum = input.platform === '2' ? MIN_APP_VERSION.android : MIN_APP_VERSION.ios;
  const version = (input.app_version ?? '').trim();
  const outdated = /^\d+(\.\d+)*$/.test(version) && compareVersions(version, minimum) < 0;
  return { need_update: outdated ? 1 : 0, min_version: minimum, url: null };
}
