import { describe, expect, it } from 'vitest';
import { layoutDialogReducer } from './layoutDialogs';
import type { LayoutDialog } from './layoutDialogs.types';

const notice: LayoutDialog = { kind: 'notice', title: 'Songkran', message: 'Orders ship after 16 April.' };
const terms: LayoutDialog = { kind: 'terms', title: 'Terms', body: 'Rules' };

describe('layoutDialogReducer', () => {
  it('opens, replaces and closes', () => {
    const opened = layoutDialogReducer(null, { type: 'open', dialog: notice });
    expect(opened).toBe(notice);
    expect(layoutDialogReducer(opened, { type: 'open', dialog: terms })).toBe(terms);
    expect(layoutDialogReducer(terms, { type: 'close' })).toBeNull();
  });
  it('keeps the same state when closing nothing', () => {
    expect(layoutDialogReducer(null, { type: 'close' })).toBeNull();
  });
});
