import { useState } from 'react';

/**
 * A form's edits over loaded data: `draft` is what the shopper or merchant changed, or `null` while
 * nothing was changed since `loaded` arrived. When the loader brings new data (after a save), the
 * draft made over the old data is dropped in the same render, so the form never shows the old data
 * between the save and the reload.
 */
export function useDraftOf<Loaded, Draft>(loaded: Loaded): readonly [Draft | null, (draft: Draft) => void] {
  const [edit, setEdit] = useState<{ readonly over: Loaded; readonly draft: Draft } | null>(null);
  const draft = edit !== null && edit.over === loaded ? edit.draft : null;
  return [draft, (next: Draft) => setEdit({ over: loaded, draft: next })] as const;
}
