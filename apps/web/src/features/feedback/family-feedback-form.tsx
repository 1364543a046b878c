'use client';

import {
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  feedbackMessageProblem,
} from '@foundry/domain/feedback/feedback-message';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { feedbackErrorMessage } from './feedback-error-message.ts';
import { type FeedbackStatus, useFeedbackSubmission } from './use-feedback-submission.ts';

/** Spec section 4: idle, loading and finished map to the button states idle, busy and finished. */
const BUTTON_STATE: Record<FeedbackStatus, 'idle' | 'busy' | 'finished'> = {
  idle: 'idle',
  loading: 'busy',
  finished: 'finished',
};

interface FamilyFeedbackFormProps {
  familyID: string;
}

/**
 * Feedback on a family (docs/site-chrome.md): a message and images, validated on change. Success
 * shows the 'feedback_success' toast and empties the form; a failure shows its message.
 */
export function FamilyFeedbackForm({ familyID }: FamilyFeedbackFormProps) {
  const { t, i18n } = useTranslation();
  const { status, submit } = useFeedbackSubmission(familyID);
  const [message, setMessage] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = feedbackMessageProblem(message);
    setProblem(found);
    if (found) return;
    const form = event.currentTarget;
    try {
      const sent = await submit({ message: message.trim(), images });
      if (!sent) return;
      toast.success(t('feedback.feedback_success'));
      setMessage('');
      setImages([]);
      form.reset();
    } catch (error) {
      toast.error(feedbackErrorMessage(error, i18n.t('errors.unknown')));
    }
  };

  const buttonState = BUTTON_STATE[status];
  return (
    <form className="feedback-form" onSubmit={onSubmit} noValidate data-status={status}>
      <label htmlFor={`${id}-message`}>{t('feedback.message')}</label>
      <textarea
        id={`${id}-message`}
        name="message"
        rows={5}
        maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
        value={message}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setMessage(event.target.value);
          setProblem(feedbackMessageProblem(event.target.value));
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} className="feedback-form__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <label htmlFor={`${id}-images`}>{t('feedback.images', { count: FEEDBACK_MAX_IMAGES })}</label>
      <input
        id={`${id}-images`}
        name="images"
        type="file"
        multiple
        accept="image/png,image/jpeg,image/gif,image/webp"
        onChange={(event) => setImages([...(event.target.files ?? [])].slice(0, FEEDBACK_MAX_IMAGES))}
      />
      <button type="submit" data-state={buttonState} aria-busy={buttonState === 'busy'}>
        {t(`feedback.button.${buttonState}`)}
      </button>
    </form>
  );
}
