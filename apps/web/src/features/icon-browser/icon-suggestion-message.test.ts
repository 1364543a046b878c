import { FEEDBACK_MESSAGE_MAX_LENGTH } from '@foundry/domain/feedback/feedback-message';
import { describe, expect, it } from 'vitest';
import {
  ICON_DESCRIPTION_MAX_LENGTH,
  ICON_NAME_MAX_LENGTH,
  iconSuggestionMessage,
  iconSuggestionProblem,
} from './icon-suggestion-message.ts';

describe('icon suggestion message', () => {
  it('prefixes the name and adds the description after a blank line', () => {
    expect(iconSuggestionMessage(' paper   plane ', '  Folded.  ')).toBe(
      '[Icon suggestion] paper plane\n\nFolded.',
    );
    expect(iconSuggestionMessage('kite', '   ')).toBe('[Icon suggestion] kite');
  });

  it('fits the feedback message limit at the longest name and description', () => {
    const message = iconSuggestionMessage(
      'n'.repeat(ICON_NAME_MAX_LENGTH),
      'd'.repeat(ICON_DESCRIPTION_MAX_LENGTH),
    );
    expect(message.length).toBeLessThanOrEqual(FEEDBACK_MESSAGE_MAX_LENGTH);
  });

  it('needs a name of at most 60 characters and a description that fits', () => {
    expect(iconSuggestionProblem('  ', 'x')).toBe('nameMissing');
    expect(iconSuggestionProblem('n'.repeat(ICON_NAME_MAX_LENGTH + 1), '')).toBe('nameTooLong');
    expect(iconSuggestionProblem('kite', 'd'.repeat(ICON_DESCRIPTION_MAX_LENGTH + 1))).toBe(
      'descriptionTooLong',
    );
    expect(iconSuggestionProblem('kite', '')).toBeNull();
  });
});
