export { captchaMachine } from './captcha.machine';
export type { CaptchaChallenge, CaptchaCheck, CaptchaContext, CaptchaEmitted, CaptchaEvent, CaptchaMachine } from './captcha.machine';
export { createCaptchaActors } from './captcha.actors';
export { FlowCallError } from './flowCallError';
export { messageOfFailure } from './flowMessage';
export type { FlowMessage } from './flowMessage';
