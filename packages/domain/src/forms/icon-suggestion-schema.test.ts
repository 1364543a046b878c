import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '../feedback/feedback-message.ts';
import { FORM_MESSAGE_KEYS } from './form-message-keys.ts';
import {
  ICON_DESCRIPTION_MAX_LENGTH,
  ICON_NAME_MAX_LENGTH,
  iconSuggestionMessage,
  iconSuggestionSchema,
} from './icon-suggestion-schema.ts';

const message = (name: string, description: string) =>
  iconSuggestionMessage(iconSuggestionSchema.parse({ name, description }));

const problems = (name: string, description: string) =>
  Object.fromEntries(
    (iconSuggestionSchema.safeParse({ name, description }).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('icon suggestion', () => {
  it('is sent prefixed, the name on one line and the description after a blank line', () => {
    expect(message(' paper   plane ', '  Folded.  ')).toBe('[Icon suggestion] paper plane\n\nFolded.');
    expect(message('kite', '   ')).toBe('[Icon suggestion] kite');
  });

  it('fits the feedback message limit at the longest name and description', () => {
    expect(
      message('n'.repeat(ICON_NAME_MAX_LENGTH), 'd'.repeat(ICON_DESCRIPTION_MAX_LENGTH)).length,
    ).toBeLessThanOrEqual(FEEDBACK_MESSAGE_MAX_LENGTH);
  });

  it('needs a name of at most 60 characters and a description that fits', () => {
    expect(problems('  ', 'x')).toEqual({ name: FORM_MESSAGE_KEYS.required });
    expect(problems('n'.repeat(ICON_NAME_MAX_LENGTH + 1), '')).toEqual({ name: FORM_MESSAGE_KEYS.tooLong });
    expect(problems('kite', 'd'.repeat(ICON_DESCRIPTION_MAX_LENGTH + 1))).toEqual({
      description: FORM_MESSAGE_KEYS.tooLong,
    });
    expect(problems('воздушный змей', '')).toEqual({});
  });
});
