import { z } from 'zod';
import { createPost } from '../../../api';
import { submissionAction } from '../../shared/forms/submissionAction';
import { POST_LIMITS } from './WritePostView';

const ids = z.array(z.string().min(1).max(64));

/** What the writing page posts to its action: the checked title and text, the uploaded photos' addresses, the tags and products. */
export const writePostSubmission = z.object({
  title: z.string().trim().min(1),
  content: z.string().trim().min(1),
  images: z.array(z.string().min(1)).max(POST_LIMITS.photos),
  tags: ids,
  teams: ids.max(POST_LIMITS.products),
});

export type WritePostSubmission = z.infer<typeof writePostSubmission>;

/** The writing page's action (/m/community/post): publishes the post (createPost). */
export const writePostAction = submissionAction(writePostSubmission, (post, client) => createPost(client, post, { suppressToast: true }));
