import { describe, expect, it } from 'vitest';
import { codeFromScan } from '../../../machines/bookingVerification';
import { voucherVerificationLink, voucherVerificationPath } from './index';

describe('voucher links', () => {
  it('puts the code on the counter verification, on the shop origin for the QR', () => {
    expect(voucherVerificationPath('50000001')).toBe('/m/booking/verification?code=50000001');
    expect(voucherVerificationLink('https://m.shop.example', '50000001')).toBe('https://m.shop.example/m/booking/verification?code=50000001');
  });

  it('is read back to its code by the counter scanner', () => {
    expect(codeFromScan(voucherVerificationLink('http://127.0.0.1:4173', '48213705'))).toBe('48213705');
  });
});
