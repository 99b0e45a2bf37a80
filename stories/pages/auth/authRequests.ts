import type { SentRequest } from '../../support/requestRecorder';

/** The form fields of every request the page sent to `path`, in order. */
export function bodiesTo(sent: readonly SentRequest[], path: string): URLSearchParams[] {
  return sent.filter((request) => request.url.pathname === path).map((request) => new URLSearchParams(request.body));
}

export const LOGIN_PATH = '/m_api/user/login.php';
export const REGISTER_PATH = '/m_api/user/register.php';
export const SEND_CODE_PATH = '/m_api/user/send_code.php';
export const RESET_PATH = '/m_api/user/repass.php';
