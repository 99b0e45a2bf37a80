import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Keeps the document's title and description those of the page shown, in the shopper's language:
 * the server wrote them for the first page; each navigation and language switch in the browser
 * writes them again with the same function (pageHeadOf), so a screen reader announces the page a
 * link opened and a browser tab names it (WCAG 2.4.2).
 */
export function useDocumentHead(): void {
  const matches = useMatches();
  const { t, i18n } = useTranslation('app');
  // A server-rendered page's titles come with the rest of its language, after it hydrated (the
  // server already wrote this page's): until then there is nothing to write.
  const titlesLoaded = i18n.hasResourceBundle(i18n.language, 'head');
  useEffect(() => {
    // Worked out here, not while rendering: the server's render must not read the titles (it
    // inlines only the translations its page read). Its code loads with the first title it writes,
    // after the page works (not part of the first load).
    if (!titlesLoaded) return;
    let current = true;
    void import('../document/pageHead').then(({ pageHeadOf }) => {
      if (!current) return;
      const { title, description } = pageHeadOf(
        matches.map((match) => ({ handle: match.handle, data: match.loaderData })),
        (key, values) => t(key, { ...values }),
      );
      if (document.title !== title) document.title = title;
      const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (meta && meta.content !== description) meta.content = description;
    });
    return () => {
      current = false;
    };
  }, [matches, t, titlesLoaded]);
}
