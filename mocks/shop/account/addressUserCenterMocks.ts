import type { AreaMocks } from '../../handlers/core';
import { addressesOf, deleteAddress, saveAddress, setDefaultAddress } from './addressOps';

/** The shopper's delivery addresses under /wap/api/user_center/address (composed into userCenter). */
export const addressUserCenterMocks: Pick<AreaMocks<'userCenter'>, 'getAddresses' | 'saveAddress' | 'deleteAddress' | 'setDefaultAddress'> = {
  getAddresses: { needsLogin: true, ok: ({ shop }) => addressesOf(shop) },
  saveAddress: { needsLogin: true, ok: ({ shop, params }) => saveAddress(shop, params) },
  deleteAddress: { needsLogin: true, ok: ({ shop, params }) => deleteAddress(shop, params.id) },
  setDefaultAddress: { needsLogin: true, ok: ({ shop, params }) => setDefaultAddress(shop, params.id) },
};
