export { PhoneInput, THAI_MOBILE_LENGTH } from './PhoneInput';
export type { PhoneInputProps } from './PhoneInput';
export { formatThaiMobile } from './formatThaiMobile';
