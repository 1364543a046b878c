import { z } from 'zod';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '../feedback/feedback-message.ts';
import { FORM_MESSAGE_KEYS as KEYS } from './form-message-keys.ts';

/**
 * Feedback on a family: a message of at most 2000 characters (any script: readers write in their
 * own language). The images travel beside it and are limited by the upload.
 */
export const feedbackSchema = z.object({
  message: z.string().trim().min(1, KEYS.required).max(FEEDBACK_MESSAGE_MAX_LENGTH, KEYS.tooLong),
});

export type FeedbackValues = z.input<typeof feedbackSchema>;
