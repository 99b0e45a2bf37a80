import type { CodeSendState } from '../../../src/pages/shared/codes';

/** No code sent yet. */
export const codeIdle: CodeSendState = { sending: false, sent: false, resendInSeconds: 0 };
/** A code was just sent: the resend countdown runs. */
export const codeSent: CodeSendState = { sending: false, sent: true, resendInSeconds: 42 };

/** A long Thai server message, to show that the failure wraps instead of being cut. */
export const LONG_THAI_FAILURE =
  'ระบบไม่สามารถยืนยันบัญชีของคุณได้ในขณะนี้ เนื่องจากมีการพยายามเข้าสู่ระบบหลายครั้งจากอุปกรณ์ที่ไม่คุ้นเคย กรุณารอสักครู่แล้วลองอีกครั้ง หรือติดต่อฝ่ายบริการลูกค้าเพื่อขอความช่วยเหลือเพิ่มเติม';

/** Demo shopper (every seed holds it). */
export const DEMO_PHONE = '0812345678';
export const DEMO_PASSWORD = 'beauty123';
