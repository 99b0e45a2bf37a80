import { z } from 'zod';
import { applyBlogger, BLOGGER_CATEGORIES, BLOGGER_PLATFORMS } from '../../../api';
import { submissionAction } from '../../shared/forms/submissionAction';
import { MAX_CHANNELS } from './bloggerFormValues';

const platform = z.enum(BLOGGER_PLATFORMS);
const link = z.string().trim().regex(/^https:\/\/\S+$/);
const followers = z.number().int().min(0);

/** What the application form posts to its action (applicationOf): the main channel, every channel in lists, the categories and the contact. */
export const bloggerApplicationSubmission = z.object({
  main_platform: platform,
  profile_url: link,
  followers,
  channel_platform: z.array(platform).min(1).max(MAX_CHANNELS),
  channel_url: z.array(link).min(1).max(MAX_CHANNELS),
  channel_followers: z.array(followers).min(1).max(MAX_CHANNELS),
  categories: z.array(z.enum(BLOGGER_CATEGORIES)).min(1),
  phone: z.string().trim().min(1),
  email: z.string().trim().min(1).optional(),
});

export type BloggerApplicationSubmission = z.infer<typeof bloggerApplicationSubmission>;

/** The application form's action (/m/blogger/blogger_form): sends the application (applyBlogger). */
export const bloggerFormAction = submissionAction(bloggerApplicationSubmission, (application, client) => applyBlogger(client, application, { suppressToast: true }));
