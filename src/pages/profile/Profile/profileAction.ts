import { z } from 'zod';
import { updateProfile } from '../../../api';
import { submissionAction } from '../../shared/forms/submissionAction';

/** What the profile form posts to its action: the nickname, gender, birthday (YYYY-MM-DD or empty) and skin type (empty when not chosen). */
export const profileSubmission = z.object({
  username: z.string().trim().min(1).max(200),
  gender: z.string().max(32),
  birthday: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
  skin_type: z.string().max(32),
});

export type ProfileSubmission = z.infer<typeof profileSubmission>;

/** The profile page's action (/m/myprofile.php): saves the form (updateProfile) and answers the saved profile. */
export const profileAction = submissionAction(profileSubmission, (profile, client) => updateProfile(client, profile, { suppressToast: true }));
