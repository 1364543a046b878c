import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { featurePairSettings } from './feature-pair-settings.ts';
import './opentype-features.css';

export interface FeatureSample {
  tag: string;
  title: string;
  sample: string;
}

interface OpenTypeFeaturesSectionProps {
  samples: readonly FeatureSample[];
  /** Every feature tag of the family (Family.openTypeFeatures): those without a sample are listed. */
  features: readonly string[];
  /** The face the API read the samples from (the family's default style). */
  face: { cssFamily: string; title: string; weight: number; italic: boolean };
  direction: 'ltr' | 'rtl';
  t: TFunction;
}

/**
 * The family's OpenType features: each one with a sample in the real font, side by side without and
 * with the feature (the samples come from the font file, Family.openTypeFeatureSamples), then the
 * tags the API found no sample for.
 */
export function OpenTypeFeaturesSection({
  samples,
  features,
  face,
  direction,
  t,
}: OpenTypeFeaturesSectionProps) {
  const pairs = samples.flatMap((sample) => {
    const settings = featurePairSettings(sample.tag);
    return settings ? [{ ...sample, settings }] : [];
  });
  const sampled = new Set(pairs.map((pair) => pair.tag));
  const unsampled = [...new Set(features)].filter((tag) => !sampled.has(tag));
  // Set once on the list (the samples read it in opentype-features.css), not on every sample.
  const sampleFace = {
    '--feature-sample-family': `"${face.cssFamily}"`,
    '--feature-sample-weight': face.weight,
    '--feature-sample-style': face.italic ? 'italic' : 'normal',
  } as CSSProperties;
  return (
    <section className="feature-samples-section" aria-labelledby="family-feature-samples-title">
      <h2 id="family-feature-samples-title">{t('familyExtras.features.title')}</h2>
      {pairs.length === 0 && unsampled.length === 0 ? <p>{t('familyExtras.features.empty')}</p> : null}
      {pairs.length > 0 ? (
        <>
          <p>{t('familyExtras.features.intro', { style: face.title })}</p>
          <ul className="feature-samples" style={sampleFace}>
            {pairs.map((pair) => (
              <li key={pair.tag} data-feature={pair.tag}>
                <h3 className="feature-samples__title" id={`feature-sample-${pair.tag}`}>
                  {pair.title} <code>{pair.tag}</code>
                </h3>
                <div className="feature-samples__pair">
                  <figure className="feature-samples__half">
                    <figcaption>{t('familyExtras.features.off')}</figcaption>
                    <p
                      className="feature-samples__text"
                      data-state="off"
                      dir={direction}
                      style={{ fontFeatureSettings: pair.settings.off }}
                    >
                      {pair.sample}
                    </p>
                  </figure>
                  <figure className="feature-samples__half">
                    <figcaption>{t('familyExtras.features.on')}</figcaption>
                    <p
                      className="feature-samples__text"
                      data-state="on"
                      dir={direction}
                      style={{ fontFeatureSettings: pair.settings.on }}
                    >
                      {pair.sample}
                    </p>
                  </figure>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {unsampled.length > 0 ? (
        <>
          <h3 id="family-feature-tags-title">
            {t(pairs.length > 0 ? 'familyExtras.features.otherTags' : 'familyExtras.features.tags')}
          </h3>
          <ul className="feature-samples__tags" aria-labelledby="family-feature-tags-title">
            {unsampled.map((tag) => (
              <li key={tag}>
                <code>{tag}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
