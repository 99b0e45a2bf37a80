/**
 * Which story files the Storybook check (storybook-check.mjs) plays in a run: one file per area
 * (the folder under stories/: components, pages, flows, …), a different one each day in turn, so
 * every file of an area has its plays run in Storybook within as many days as the area has files;
 * each round through an area's files in the next of the toolbar's languages, so every file is
 * played in Thai, English and Chinese within three rounds.
 */

/** The Language toolbar's values, in the order the rounds take them. */
export const TOOLBAR_LOCALES = ['th_TH', 'en_US', 'zh_CN'] as const;
export type ToolbarLocale = (typeof TOOLBAR_LOCALES)[number];

/** A story or docs entry of Storybook's index.json, as far as the rotation reads it. */
export interface IndexEntry {
  readonly id: string;
  readonly type: 'story' | 'docs';
  readonly importPath: string;
  readonly tags?: readonly string[];
}

/** The area of a stories file: the folder under stories/ (`./stories/pages/cart/Cart.stories.tsx` → pages). */
export function storyArea(importPath: string): string | null {
  const match = /^\.\/stories\/([^/]+)\//.exec(importPath);
  return match?.[1] ?? null;
}

/** Days since 1970-01-01 (UTC): the rotation's step. */
export const dayNumber = (day: Date): number => Math.floor(day.getTime() / 86_400_000);

export interface PlayRotation {
  /** The stories to play: every story of the chosen files. */
  readonly stories: IndexEntry[];
  /** The chosen files, one per area. */
  readonly files: string[];
  /** The toolbar language each chosen file is played in (Thai for every file with `all`). */
  readonly locales: ReadonlyMap<string, ToolbarLocale>;
}

/**
 * One stories file per area for `day` (files in path order, the day's number modulo their count);
 * with `all`, every file. Docs entries and MDX files are left out.
 */
export function playRotation(entries: readonly IndexEntry[], { all, day }: { all: boolean; day: Date }): PlayRotation {
  const stories = entries.filter((entry) => entry.type === 'story');
  const filesByArea = new Map<string, Set<string>>();
  for (const entry of stories) {
    const area = storyArea(entry.importPath);
    if (area === null) continue;
    const files = filesByArea.get(area) ?? new Set<string>();
    files.add(entry.importPath);
    filesByArea.set(area, files);
  }
  const chosen = new Set<string>();
  const locales = new Map<string, ToolbarLocale>();
  for (const area of [...filesByArea.keys()].sort()) {
    const files = [...(filesByArea.get(area) ?? [])].sort();
    if (all) {
      files.forEach((file) => chosen.add(file));
      continue;
    }
    const file = files[dayNumber(day) % files.length] as string;
    chosen.add(file);
    locales.set(file, TOOLBAR_LOCALES[Math.floor(dayNumber(day) / files.length) % TOOLBAR_LOCALES.length] ?? 'th_TH');
  }
  return { stories: stories.filter((entry) => chosen.has(entry.importPath)), files: [...chosen], locales };
}

/** A stable bucket of an entry id among `share` buckets (a small string hash). */
export function bucketOf(id: string, share: number): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % share;
}

/**
 * The entries rendered in a run: every MDX page (Introduction, Foundations…) and one `share`-th of
 * the rest, a different one each day, so every story and docs page is rendered within `share` days.
 */
export function renderRotation<T extends IndexEntry>(entries: readonly T[], { share, day }: { share: number; day: Date }): T[] {
  const today = dayNumber(day) % share;
  return entries.filter((entry) => {
    const tags = entry.tags ?? [];
    if (entry.type === 'docs' && (tags.includes('unattached-mdx') || tags.includes('attached-mdx'))) return true;
    return bucketOf(entry.id, share) === today;
  });
}
