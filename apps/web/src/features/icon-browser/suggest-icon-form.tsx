'use client';

import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { feedbackErrorMessage } from '../feedback/feedback-error-message.ts';
import { type FeedbackStatus, useFeedbackSubmission } from '../feedback/use-feedback-submission.ts';
import {
  ICON_DESCRIPTION_MAX_LENGTH,
  ICON_NAME_MAX_LENGTH,
  iconSuggestionMessage,
  iconSuggestionProblem,
} from './icon-suggestion-message.ts';

/** idle, loading and finished map to the button states idle, busy and finished (docs/site-chrome.md). */
const BUTTON_STATE: Record<FeedbackStatus, 'idle' | 'busy' | 'finished'> = {
  idle: 'idle',
  loading: 'busy',
  finished: 'finished',
};

/**
 * 'Suggest an icon': a name and a description, sent as the family's feedback (createFamilyFeedback
 * with a captcha token taken at submit) under a prefix that says it is an icon suggestion.
 */
export function SuggestIconForm({ familyID }: { familyID: string }) {
  const { t, i18n } = useTranslation();
  const { status, submit } = useFeedbackSubmission(familyID);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof iconSuggestionProblem>>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = iconSuggestionProblem(name, description);
    setProblem(found);
    if (found) return;
    try {
      const sent = await submit({ message: iconSuggestionMessage(name, description), images: [] });
      if (!sent) return;
      toast.success(t('feedback.feedback_success'));
      setName('');
      setDescription('');
    } catch (error) {
      toast.error(feedbackErrorMessage(error, i18n.t('errors.unknown')));
    }
  };

  const buttonState = BUTTON_STATE[status];
  const nameProblem = problem === 'nameMissing' || problem === 'nameTooLong';
  return (
    <form className="suggest-icon-form" onSubmit={onSubmit} noValidate data-status={status}>
      <label htmlFor={`${id}-name`}>{t('iconBrowser.suggest.name')}</label>
      <input
        id={`${id}-name`}
        name="name"
        type="text"
        maxLength={ICON_NAME_MAX_LENGTH}
        value={name}
        autoComplete="off"
        aria-invalid={nameProblem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setName(event.target.value);
          if (problem) setProblem(iconSuggestionProblem(event.target.value, description));
        }}
      />
      <label htmlFor={`${id}-description`}>{t('iconBrowser.suggest.description')}</label>
      <textarea
        id={`${id}-description`}
        name="description"
        rows={4}
        maxLength={ICON_DESCRIPTION_MAX_LENGTH}
        value={description}
        aria-invalid={problem === 'descriptionTooLong' ? true : undefined}
        onChange={(event) => {
          setDescription(event.target.value);
          if (problem) setProblem(iconSuggestionProblem(name, event.target.value));
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} className="feedback-form__problem" role="alert">
          {t(`iconBrowser.suggest.${problem}`, { max: ICON_NAME_MAX_LENGTH })}
        </p>
      ) : null}
      <button type="submit" data-state={buttonState} aria-busy={buttonState === 'busy'}>
        {t(`iconBrowser.suggest.button.${buttonState}`)}
      </button>
    </form>
  );
}
