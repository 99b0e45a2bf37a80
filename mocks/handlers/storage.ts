import { storageEndpoints } from '../../src/api/endpoints/storage';
import { sentNumberParam, sentTextParam } from '../shop/requestParams';
import { viewOf } from '../shop/booking/bookingViews';
import { issueStorageToken, objectUrl, recordUpload } from '../shop/booking/storageOps';
import type { MockShop } from '../shop/sessions';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

export const storageMocks: AreaMocks<'storage'> = {
  getStorageToken: { ok: ({ shop, params }) => issueStorageToken(shop, { biz_type: sentTextParam(params, 'biz_type') }) },
  recordStorageUpload: {
    ok: ({ shop, params }) =>
      viewOf(recordUpload(shop, { path: sentTextParam(params, 'path'), size: sentNumberParam(params, 'size'), biz_type: sentTextParam(params, 'biz_type') }), (upload) => ({
        url: objectUrl(upload.path),
        path: upload.path,
        size: upload.size,
      })),
  },
};

/** Cloud storage token and the upload record. */
export function storageHandlers(choice?: AreaScenario<'storage'>, shop?: MockShop) {
  return buildAreaHandlers(storageEndpoints, storageMocks, choice, shop);
}
