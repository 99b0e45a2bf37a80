export { QrCode } from './QrCode';
export type { QrCodeProps } from './QrCode';
