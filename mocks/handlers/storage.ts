import { storageEndpoints } from '../../src/api/endpoints/storage';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

export const storageMocks: AreaMocks<'storage'> = {
  getStorageToken: {
    ok: () => ({
      region: 'oss-ap-southeast-7',
      access_key_id: 'STS.mockAccessKeyId',
      access_key_secret: 'mockAccessKeySecret',
      security_token: 'mockSecurityToken',
      oss_bucket: 'beauty-shop-upload',
      oss_directory: 'review/2025/03/',
      request_id: 'REQ-20250314-0001',
      expiration: '2025-03-14T11:30:00Z',
    }),
  },
  recordStorageUpload: {
    ok: ({ params }) => ({
      url: `https://beauty-shop-upload.oss-ap-southeast-7.aliyuncs.com/${params.path ?? 'review/2025/03/photo.jpg'}`,
      path: params.path ?? 'review/2025/03/photo.jpg',
      size: Number(params.size ?? 0) || null,
    }),
  },
};

/** Cloud storage token and the upload record. */
export function storageHandlers(choice?: AreaScenario<'storage'>) {
  return buildAreaHandlers(storageEndpoints, storageMocks, choice);
}
