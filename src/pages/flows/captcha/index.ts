export { CaptchaHost } from './CaptchaHost';
export { CaptchaPopupView } from './CaptchaPopupView';
export type { CaptchaPopupViewProps } from './CaptchaPopupView';
