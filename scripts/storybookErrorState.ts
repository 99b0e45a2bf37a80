/**
 * What counts as an error state on screen for the Storybook check (storybook-check.mjs): the
 * messages of a failed call (the api client's, in the three languages), the generic error state's
 * and the route error page's titles, or the error state component (an announced title and
 * message with a retry button beside them), whatever its text.
 */
import { readFile } from 'node:fs/promises';

const LOCALES = ['th_TH', 'en_US', 'zh_CN'] as const;
const localeFile = (locale: string, namespace: string) => new URL(`../src/i18n/locales/${locale}/${namespace}.json`, import.meta.url);

type Resource = { [key: string]: string | Resource };

async function resource(locale: string, namespace: string): Promise<Resource> {
  return JSON.parse(await readFile(localeFile(locale, namespace), 'utf8')) as Resource;
}

const text = (value: string | Resource | undefined): string[] => (typeof value === 'string' ? [value] : []);
const child = (value: string | Resource | undefined, key: string): string | Resource | undefined =>
  typeof value === 'object' ? value[key] : undefined;

/** The texts of a failure, in every locale. */
export async function errorStateTexts(): Promise<string[]> {
  const texts = new Set<string>();
  for (const locale of LOCALES) {
    const api = await resource(locale, 'api');
    Object.values(api).flatMap(text).forEach((t) => texts.add(t));
    const basics = await resource(locale, 'basics');
    [...text(child(child(basics, 'errorState'), 'title')), ...text(child(child(basics, 'errorState'), 'message'))].forEach((t) => texts.add(t));
    const app = await resource(locale, 'app');
    text(child(child(app, 'error'), 'title')).forEach((t) => texts.add(t));
  }
  return [...texts].filter((t) => t.trim().length > 0);
}

/**
 * Runs in the page (serialised: no imports, no closures): which error state the document shows, or
 * null. The error state component is an element named by its title holding an announced block
 * (role="alert") and, beside it, a button.
 */
export function isErrorStateShown(texts: readonly string[]): string | null {
  const visible = document.body.innerText;
  const said = texts.find((t) => visible.includes(t));
  if (said !== undefined) return `"${said}"`;
  for (const alert of document.querySelectorAll('[aria-labelledby] > [role="alert"]')) {
    const holder = alert.parentElement;
    if (!holder || !(alert instanceof HTMLElement) || alert.offsetParent === null) continue;
    if (holder.querySelector(':scope > * button') && !alert.contains(holder.querySelector(':scope > * button'))) {
      return `an error state with a retry ("${alert.innerText.split('\n')[0] ?? ''}")`;
    }
  }
  return null;
}
