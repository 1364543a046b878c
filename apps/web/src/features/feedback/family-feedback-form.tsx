'use client';

import { type FeedbackValues, feedbackSchema } from '@foundry/domain';
import { FEEDBACK_MAX_IMAGES, FEEDBACK_MESSAGE_MAX_LENGTH } from '@foundry/domain/feedback/feedback-message';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { feedbackErrorMessage } from './feedback-error-message.ts';
import { FeedbackSubmitButton } from './feedback-submit-button.tsx';
import { useFeedbackSubmission } from './use-feedback-submission.ts';

interface FamilyFeedbackFormProps {
  familyID: string;
}

/**
 * Feedback on a family (docs/site-chrome.md): a message checked by feedbackSchema as it is typed,
 * and images. Success shows the 'feedback_success' toast and empties the form; a refusal is shown
 * in the form's summary.
 */
export function FamilyFeedbackForm({ familyID }: FamilyFeedbackFormProps) {
  const { t, i18n } = useTranslation();
  const { status, submit } = useFeedbackSubmission(familyID);
  const form = useZodForm(feedbackSchema, { message: '' }, { checkFrom: 'change' });
  const [images, setImages] = useState<File[]>([]);
  const imagesId = useId();

  const send = async ({ message }: FeedbackValues): Promise<FormRefusal | undefined> => {
    try {
      const sent = await submit({ message, images });
      if (!sent) return undefined;
      toast.success(t('feedback.feedback_success'));
      form.reset();
      setImages([]);
      const picker = document.getElementById(imagesId) as HTMLInputElement | null;
      if (picker) picker.value = '';
      return undefined;
    } catch (error) {
      return { message: feedbackErrorMessage(error, i18n.t('errors.unknown')) };
    }
  };

  return (
    <Form form={form} onSubmit={send} className="feedback-form" aria-labelledby="family-feedback-title">
      <FormTextField<FeedbackValues>
        name="message"
        label={t('feedback.message')}
        rows={5}
        maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
        isRequired
      />
      <div className="ui-field">
        <label htmlFor={imagesId} className="ui-field__label">
          {t('feedback.images', { count: FEEDBACK_MAX_IMAGES })}
        </label>
        <input
          id={imagesId}
          name="images"
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(event) => setImages([...(event.target.files ?? [])].slice(0, FEEDBACK_MAX_IMAGES))}
        />
      </div>
      <FeedbackSubmitButton status={status} words={(state) => t(`feedback.button.${state}`)} />
    </Form>
  );
}
