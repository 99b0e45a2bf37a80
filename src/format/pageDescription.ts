import { truncateGraphemes } from './text';

/** The longest description a page gives the document head (link previews show about this much). */
export const PAGE_DESCRIPTION_MAX = 200;

/** A page's description for the head: its text on one line, cut between characters, or undefined when blank. */
export function pageDescription(text: string | null | undefined): string | undefined {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line === '' ? undefined : truncateGraphemes(line, PAGE_DESCRIPTION_MAX);
}
