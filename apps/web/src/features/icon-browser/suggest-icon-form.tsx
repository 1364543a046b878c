'use client';

import {
  ICON_DESCRIPTION_MAX_LENGTH,
  ICON_NAME_MAX_LENGTH,
  type IconSuggestionValues,
  iconSuggestionMessage,
  iconSuggestionSchema,
} from '@foundry/domain';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { ICON_BROWSER_TEXTS } from '../../lib/i18n/areas/icon-browser.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { FeedbackSubmitButton, feedbackErrorMessage, useFeedbackSubmission } from '../feedback/index.ts';

const EMPTY: IconSuggestionValues = { name: '', description: '' };

/**
 * 'Suggest an icon' (iconSuggestionSchema): a name and a description, sent as the family's feedback
 * (createFamilyFeedback with a captcha token taken at submit) under a prefix that says it is an
 * icon suggestion.
 */
export function SuggestIconForm({ familyID, titleId }: { familyID: string; titleId?: string }) {
  const { t, i18n } = useTexts(CATALOGUE_TEXTS, ICON_BROWSER_TEXTS);
  const { status, submit } = useFeedbackSubmission(familyID);
  const form = useZodForm(iconSuggestionSchema, EMPTY);

  const send = async (suggestion: IconSuggestionValues): Promise<FormRefusal | undefined> => {
    try {
      const sent = await submit({ message: iconSuggestionMessage(suggestion), images: [] });
      if (!sent) return undefined;
      toast.success(t('feedback.feedback_success'));
      form.reset(EMPTY);
      return undefined;
    } catch (error) {
      return { message: feedbackErrorMessage(error, i18n.t('errors.unknown')) };
    }
  };

  return (
    <Form form={form} onSubmit={send} className="suggest-icon-form" aria-labelledby={titleId}>
      <FormTextField<IconSuggestionValues>
        name="name"
        label={t('iconBrowser.suggest.name')}
        maxLength={ICON_NAME_MAX_LENGTH}
        autoComplete="off"
        isRequired
      />
      <FormTextField<IconSuggestionValues>
        name="description"
        label={`${t('iconBrowser.suggest.description')} ${t('forms.optional')}`}
        rows={4}
        maxLength={ICON_DESCRIPTION_MAX_LENGTH}
      />
      <div className="ui-form__actions">
        <FeedbackSubmitButton status={status} words={(state) => t(`iconBrowser.suggest.button.${state}`)} />
      </div>
    </Form>
  );
}
