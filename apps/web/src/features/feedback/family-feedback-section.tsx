import type { TFunction } from 'i18next';
import { LazyFamilyFeedbackForm } from './lazy-family-feedback-form.tsx';

/** The family page's feedback section: a heading and the form (loaded as it comes near the viewport). */
export function FamilyFeedbackSection({ familyID, t }: { familyID: string; t: TFunction }) {
  return (
    <section aria-labelledby="family-feedback-title" className="family-feedback">
      <h2 id="family-feedback-title">{t('feedback.title')}</h2>
      <p>{t('feedback.intro')}</p>
      <LazyFamilyFeedbackForm familyID={familyID} />
    </section>
  );
}
