import { describe, expect, it } from 'vitest';
import { preloadSchemaCode } from './preloadSchemaCode';

describe('preloadSchemaCode', () => {
  it('loads the common schemas, ends the task once, then loads the envelopes', async () => {
    let ended = 0;
    await preloadSchemaCode(async () => {
      ended += 1;
    });
    expect(ended).toBe(1);
  });
});
