import { describe, expect, it } from 'vitest';
import { loadedByIdView, loadedView, type CampaignLoad } from './campaignLoad';

const ok: CampaignLoad<number> = { kind: 'ok', data: 7 };
const failed: CampaignLoad<number> = { kind: 'error', failure: { kind: 'network', message: 'Network Error' } };
const badId: CampaignLoad<number> = { kind: 'badId' };

describe('campaign load view states', () => {
  it('a load: ready, or the failure with its message and whether it is retrying', () => {
    expect(loadedView(ok, false, (n) => ({ status: 'ready', n }))).toEqual({ status: 'ready', n: 7 });
    expect(loadedView(failed, true, (n) => ({ status: 'ready', n }))).toEqual({ status: 'error', message: 'Network Error', retrying: true });
  });

  it('a load by id: a missing or hostile id is the missing state', () => {
    expect(loadedByIdView(badId, false, (n) => ({ status: 'ready', n }))).toEqual({ status: 'missing' });
    expect(loadedByIdView(ok, false, (n) => ({ status: 'ready', n }))).toEqual({ status: 'ready', n: 7 });
  });
});
