import { z } from 'zod';
import { register } from '../../../api';
import { submissionAction } from '../../shared/forms/submissionAction';

const FIELD_MAX = 200;

/** What the sign-up form posts to its action: the phone number as the account, the code it received and the new password. */
export const signupSubmission = z.object({
  account: z.string().trim().min(1).max(FIELD_MAX),
  code: z.string().regex(/^\d{1,12}$/),
  password: z.string().min(1).max(FIELD_MAX),
});

export type SignupSubmission = z.infer<typeof signupSubmission>;

/** The sign-up page's action (/m/signup.php): creates the account (register); the backend signs the new member in. */
export const signupAction = submissionAction(signupSubmission, (account, client) => register(client, account, { suppressToast: true }));
