import { FEEDBACK_MESSAGE_MAX_LENGTH } from '@foundry/domain/feedback/feedback-message';

/** Says what the feedback is to whoever reads the family's feedback. */
export const ICON_SUGGESTION_PREFIX = '[Icon suggestion]';

export const ICON_NAME_MAX_LENGTH = 60;

/** Leaves room in the feedback message for the prefix and the name. */
export const ICON_DESCRIPTION_MAX_LENGTH =
  FEEDBACK_MESSAGE_MAX_LENGTH - ICON_SUGGESTION_PREFIX.length - ICON_NAME_MAX_LENGTH - 4;

/** The feedback message an icon suggestion is sent as: '[Icon suggestion] rocket-launch\n\n<description>'. */
export function iconSuggestionMessage(name: string, description: string): string {
  const text = description.trim();
  return `${ICON_SUGGESTION_PREFIX} ${name.trim().replace(/\s+/g, ' ')}${text ? `\n\n${text}` : ''}`;
}

/** The translation key of what is wrong with the suggestion, or null when it can be sent. */
export function iconSuggestionProblem(
  name: string,
  description: string,
): 'nameMissing' | 'nameTooLong' | 'descriptionTooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'nameMissing';
  if (trimmed.length > ICON_NAME_MAX_LENGTH) return 'nameTooLong';
  if (description.trim().length > ICON_DESCRIPTION_MAX_LENGTH) return 'descriptionTooLong';
  return null;
}
