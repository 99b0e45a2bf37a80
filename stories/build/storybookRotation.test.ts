import { describe, expect, it } from 'vitest';
import { bucketOf, playRotation, renderRotation, storyArea, type IndexEntry } from '../../scripts/storybookRotation';

const story = (id: string, importPath: string, tags: string[] = []): IndexEntry => ({ id, type: 'story', importPath, tags });
const entries: IndexEntry[] = [
  story('a--one', './stories/pages/cart/Cart.stories.tsx'),
  story('a--two', './stories/pages/cart/Cart.stories.tsx'),
  story('b--one', './stories/pages/home/Home.stories.tsx'),
  story('c--one', './stories/flows/captcha/Captcha.stories.tsx'),
  { id: 'intro--docs', type: 'docs', importPath: './stories/Introduction.mdx', tags: ['unattached-mdx'] },
  { id: 'a--docs', type: 'docs', importPath: './stories/pages/cart/Cart.stories.tsx', tags: ['autodocs'] },
];
const day = (n: number) => new Date(n * 86_400_000 + 3_600_000);

describe('the Storybook check rotation', () => {
  it('names a file its area, the folder under stories/', () => {
    expect(storyArea('./stories/pages/cart/Cart.stories.tsx')).toBe('pages');
    expect(storyArea('./stories/Introduction.mdx')).toBeNull();
  });

  it('plays one stories file per area a day, every file of an area in turn', () => {
    const pagesFiles = [0, 1].map((n) => playRotation(entries, { all: false, day: day(n) }).files.filter((file) => file.includes('/pages/')));
    expect(pagesFiles.map((files) => files.length)).toEqual([1, 1]);
    expect(new Set(pagesFiles.flat())).toEqual(new Set(['./stories/pages/cart/Cart.stories.tsx', './stories/pages/home/Home.stories.tsx']));
    const today = playRotation(entries, { all: false, day: day(0) });
    expect(today.files).toContain('./stories/flows/captcha/Captcha.stories.tsx');
    expect(today.stories.every((entry) => entry.type === 'story' && today.files.includes(entry.importPath))).toBe(true);
    expect(playRotation(entries, { all: true, day: day(0) }).stories).toHaveLength(4);
  });

  it('plays each round through an area\'s files in the next toolbar language, Thai, English, then Chinese', () => {
    const cart = './stories/pages/cart/Cart.stories.tsx';
    // The pages area has two files: days 0-1 are the first round, 2-3 the second, 4-5 the third.
    const cartLocales = [0, 2, 4, 6].map((n) => playRotation(entries, { all: false, day: day(n) }).locales.get(cart));
    expect(cartLocales).toEqual(['th_TH', 'en_US', 'zh_CN', 'th_TH']);
    // The flows area has one file: a new round, so a new language, each day.
    const captcha = './stories/flows/captcha/Captcha.stories.tsx';
    expect([0, 1, 2].map((n) => playRotation(entries, { all: false, day: day(n) }).locales.get(captcha))).toEqual(['th_TH', 'en_US', 'zh_CN']);
    expect(playRotation(entries, { all: true, day: day(1) }).locales.size).toBe(0);
  });

  it('renders every MDX page each day and every other entry once in `share` days', () => {
    const share = 3;
    const days = [0, 1, 2].map((n) => renderRotation(entries, { share, day: day(n) }).map((entry) => entry.id));
    for (const ids of days) expect(ids).toContain('intro--docs');
    const others = days.flat().filter((id) => id !== 'intro--docs');
    expect(others.sort()).toEqual(entries.map((entry) => entry.id).filter((id) => id !== 'intro--docs').sort());
    expect(bucketOf('a--one', share)).toBe(bucketOf('a--one', share));
  });
});
