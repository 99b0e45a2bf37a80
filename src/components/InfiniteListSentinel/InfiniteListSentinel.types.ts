/** idle: more can load; loading: a page is on its way; error: the last page failed; end: nothing more. */
export type InfiniteListStatus = 'idle' | 'loading' | 'error' | 'end';

/** auto: load when the sentinel scrolls into view (button when IntersectionObserver is missing); button: always the button. */
export type InfiniteListMode = 'auto' | 'button';
