import { useCallback, useState } from 'react';

/**
 * A form's edits over loaded data: `draft` is what the shopper or merchant changed, or `null` while
 * nothing was changed since `loaded` arrived. When the loader brings new data (after a save), the
 * draft made over the old data is dropped in the same render, so the form never shows the old data
 * between the save and the reload. The setter takes the new draft, or a function of the current
 * one (`null` when there is none over this data), for changes made after an await.
 */
export function useDraftOf<Loaded, Draft>(loaded: Loaded): readonly [Draft | null, (draft: Draft | ((current: Draft | null) => Draft)) => void] {
  const [edit, setEdit] = useState<{ readonly over: Loaded; readonly draft: Draft } | null>(null);
  const draft = edit !== null && edit.over === loaded ? edit.draft : null;
  const setDraft = useCallback(
    (next: Draft | ((current: Draft | null) => Draft)) =>
      setEdit((current) => {
        const base = current !== null && current.over === loaded ? current.draft : null;
        return { over: loaded, draft: typeof next === 'function' ? (next as (current: Draft | null) => Draft)(base) : next };
      }),
    [loaded],
  );
  return [draft, setDraft] as const;
}
