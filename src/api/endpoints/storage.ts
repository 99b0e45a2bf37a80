import { bookingResponse } from '../schemas/envelope';
import { storageRecordSchema, storageTokenSchema } from '../schemas/storageToken';
import { endpointsOf } from './define';

const ep = endpointsOf('storage');

/** spec §4 storage upload: fetch a token, put the file (to the bucket, not this backend), then record the path. */
export const getStorageToken = ep<{ biz_type?: string }>()('getStorageToken', 'booking', 'GET', '/booking/f/wap/oss/token', bookingResponse(storageTokenSchema), {
  chosen: 'payload not shown in spec §7',
});
export const recordStorageUpload = ep<{ path: string; size?: number; biz_type?: string }>()(
  'recordStorageUpload', 'booking', 'POST', '/booking/f/wap/oss/record', bookingResponse(storageRecordSchema), { chosen: 'path and payload not shown in spec §7' },
);

export const storageEndpoints = [getStorageToken, recordStorageUpload] as const;
