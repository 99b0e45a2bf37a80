import { describe, expect, it } from 'vitest';
import { legacyEnvelopeSchema } from './envelope';
import { preloadSchemaCode } from './preloadSchemaCode';

describe('preloadSchemaCode', () => {
  it('loads the envelopes, with zod and the common schemas they build on', async () => {
    const loaded = (await preloadSchemaCode()) as { legacyEnvelopeSchema?: unknown };
    expect(loaded.legacyEnvelopeSchema).toBe(legacyEnvelopeSchema);
  });
});
