import { describe, expect, it } from 'vitest';
import { legacyEnvelopeSchema } from './envelope';
import { preloadSchemaCode } from './preloadSchemaCode';

describe('preloadSchemaCode', () => {
  it('loads the envelopes, with zod and the common schemas, ending its task between the sets of schemas', async () => {
    let tasks = 0;
    const loaded = (await preloadSchemaCode(async () => void tasks++)) as { legacyEnvelopeSchema?: unknown };
    expect(loaded.legacyEnvelopeSchema).toBe(legacyEnvelopeSchema);
    expect(tasks).toBe(4);
  });
});
