'use client';

import { type FeedbackValues, feedbackSchema } from '@foundry/domain';
import { FEEDBACK_MAX_IMAGES, FEEDBACK_MESSAGE_MAX_LENGTH } from '@foundry/domain/feedback/feedback-message';
import { useState } from 'react';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { FileField } from '../../ui/file-field.tsx';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { feedbackErrorMessage } from './feedback-error-message.ts';
import { FeedbackSubmitButton } from './feedback-submit-button.tsx';
import { useFeedbackSubmission } from './use-feedback-submission.ts';

/** The pictures a feedback may carry (the upload route takes these). */
const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

interface FamilyFeedbackFormProps {
  familyID: string;
}

/**
 * Feedback on a family (docs/site-chrome.md): a message checked by feedbackSchema as it is typed,
 * and images. Success shows the 'feedback_success' toast and empties the form; a refusal is shown
 * in the form's summary.
 */
export function FamilyFeedbackForm({ familyID }: FamilyFeedbackFormProps) {
  const { t, i18n } = useTexts(CATALOGUE_TEXTS);
  const { status, submit } = useFeedbackSubmission(familyID);
  const form = useZodForm(feedbackSchema, { message: '' }, { checkFrom: 'change' });
  const [images, setImages] = useState<File[]>([]);

  const send = async ({ message }: FeedbackValues): Promise<FormRefusal | undefined> => {
    try {
      const sent = await submit({ message, images });
      if (!sent) return undefined;
      toast.success(t('feedback.feedback_success'));
      form.reset();
      setImages([]);
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
      <FileField
        label={t('feedback.images', { count: FEEDBACK_MAX_IMAGES })}
        buttonLabel={t('feedback.chooseImages')}
        accept={FEEDBACK_IMAGE_TYPES}
        multiple
        onFiles={(files) => setImages(files.slice(0, FEEDBACK_MAX_IMAGES))}
      >
        {images.length > 0 ? (
          <p className="ui-field__description">{images.map((image) => image.name).join(', ')}</p>
        ) : null}
      </FileField>
      <FeedbackSubmitButton status={status} words={(state) => t(`feedback.button.${state}`)} />
    </Form>
  );
}
