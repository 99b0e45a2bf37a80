import { describe, expect, it } from 'vitest';
import { DELETION_REASONS, isDeletionReason, reasonPayload } from './deletionReasons';

describe('the reason sent with an account deletion', () => {
  it('is the chosen key; another reason carries the shopper’s own words', () => {
    expect(reasonPayload('other_account', 'ignored')).toBe('other_account');
    expect(reasonPayload('other', '  moving abroad ')).toBe('other: moving abroad');
  });

  it('accepts only the offered reasons', () => {
    for (const reason of DELETION_REASONS) expect(isDeletionReason(reason)).toBe(true);
    for (const value of ['', 'Other', '<script>', 'not_using ']) expect(isDeletionReason(value)).toBe(false);
  });
});
