import { z } from 'zod';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '../feedback/feedback-message.ts';
import { FORM_MESSAGE_KEYS as KEYS } from './form-message-keys.ts';

/** Says what the feedback is to whoever reads the family's feedback. */
export const ICON_SUGGESTION_PREFIX = '[Icon suggestion]';

export const ICON_NAME_MAX_LENGTH = 60;

/** Leaves room in the feedback message for the prefix and the name. */
export const ICON_DESCRIPTION_MAX_LENGTH =
  FEEDBACK_MESSAGE_MAX_LENGTH - ICON_SUGGESTION_PREFIX.length - ICON_NAME_MAX_LENGTH - 4;

/**
 * 'Suggest an icon': a name and an optional description, in any script (it is sent as the family's
 * feedback, which the API checks with `feedbackSchema`).
 */
export const iconSuggestionSchema = z.object({
  name: z.string().trim().min(1, KEYS.required).max(ICON_NAME_MAX_LENGTH, KEYS.tooLong),
  description: z.string().trim().max(ICON_DESCRIPTION_MAX_LENGTH, KEYS.tooLong),
});

export type IconSuggestionValues = z.input<typeof iconSuggestionSchema>;

/** The feedback message an icon suggestion is sent as: '[Icon suggestion] rocket-launch\n\n<description>'. */
export function iconSuggestionMessage({ name, description }: z.output<typeof iconSuggestionSchema>): string {
  return `${ICON_SUGGESTION_PREFIX} ${name.replace(/\s+/g, ' ')}${description ? `\n\n${description}` : ''}`;
}
