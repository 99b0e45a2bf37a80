import type { HelpTopicItem } from './helpLoader';

/** Text folded for a search: composed (Thai marks typed in another order match), lower case, spaces squeezed. */
function fold(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The topics that match what the shopper typed: every word of the query (split on spaces) must
 * appear in the question, the answer or the category. Thai and Chinese have no spaces between
 * words, so a word is any run of text. An empty query matches everything.
 */
export function filterTopics(topics: readonly HelpTopicItem[], query: string): readonly HelpTopicItem[] {
  const words = fold(query).split(' ').filter((word) => word !== '');
  if (words.length === 0) return topics;
  return topics.filter((topic) => {
    const haystack = fold(`${topic.question} ${topic.answer} ${topic.category}`);
    return words.every((word) => haystack.includes(word));
  });
}
