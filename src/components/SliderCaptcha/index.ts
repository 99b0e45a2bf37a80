export { SliderCaptchaView } from './SliderCaptchaView';
export type { SliderCaptchaViewProps } from './SliderCaptchaView';
export type { CaptchaStatus } from './SliderCaptchaView.types';
export { PUZZLE_HEIGHT, PUZZLE_WIDTH } from './puzzleGeometry';
