export { BindPhoneHost } from './BindPhoneHost';
export { BindPhoneView } from './BindPhoneView';
export type { BindPhoneViewProps } from './BindPhoneView';
