/**
 * Which Chromium runs the story tests.
 *
 * Screenshot baselines belong to one browser build, so the default is the Chromium build pinned by
 * the lockfile (@sparticuz/chromium ships its binary inside the npm package). Set CHROME_PATH to
 * run another Chromium, e.g. a system one at /usr/bin/chromium; its screenshots may differ from the
 * committed baselines by anti-aliasing.
 */
import type { LaunchOptions } from 'playwright';

export const systemChromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

export async function browserLaunch(): Promise<LaunchOptions> {
  const override = process.env.CHROME_PATH;
  if (override) return { executablePath: override, args: systemChromiumFlags };
  const { default: pinned } = await import('@sparticuz/chromium');
  // Without the pinned build's single-process flag: in one process the browser ends with the first
  // page that closes, and the story files cannot run in two pages side by side. The pictures are
  // the same (the same software rasterizer, in the browser's process either way).
  return { executablePath: await pinned.executablePath(), args: pinned.args.filter((arg) => arg !== '--single-process') };
}
