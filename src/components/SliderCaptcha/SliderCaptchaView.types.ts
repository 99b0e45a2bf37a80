/** What the captcha is doing: the flow (a later issue) drives it; the view only shows it. */
export type CaptchaStatus = 'idle' | 'dragging' | 'checking' | 'success' | 'failure';
