/** The sign-in form's intent (its post without JavaScript goes to the login route's action). */
export const SIGN_IN_INTENT = 'signIn';
