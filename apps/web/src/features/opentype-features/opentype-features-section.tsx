import type { TFunction } from 'i18next';
import { featurePairSettings } from './feature-pair-settings.ts';
import type { SampleFace } from './feature-sample-pairs.tsx';
import { LazyFeatureSamples } from './lazy-feature-samples.tsx';

export interface FeatureSample {
  tag: string;
  title: string;
  sample: string;
}

interface OpenTypeFeaturesSectionProps {
  familyUrl: string;
  /** The encoding shown; null for the family's default. */
  encodingID: string | null;
  samples: readonly FeatureSample[];
  /** Every feature tag of the family (Family.openTypeFeatures): those without a sample are listed. */
  features: readonly string[];
  /** The face the API read the samples from (the family's default style). */
  face: SampleFace & { title: string };
  direction: 'ltr' | 'rtl';
  t: TFunction;
}

/**
 * The family's OpenType features: each one with a sample in the real font, side by side without and
 * with the feature (the samples come from the font file, Family.openTypeFeatureSamples, and are read
 * by the browser when the section nears the viewport), then the tags the API found no sample for.
 */
export function OpenTypeFeaturesSection({
  familyUrl,
  encodingID,
  samples,
  features,
  face,
  direction,
  t,
}: OpenTypeFeaturesSectionProps) {
  const sampled = samples.filter((sample) => featurePairSettings(sample.tag)).map((sample) => sample.tag);
  const sampledSet = new Set(sampled);
  const unsampled = [...new Set(features)].filter((tag) => !sampledSet.has(tag));
  return (
    <section className="feature-samples-section" aria-labelledby="family-feature-samples-title">
      <h2 id="family-feature-samples-title">{t('familyExtras.features.title')}</h2>
      {sampled.length === 0 && unsampled.length === 0 ? <p>{t('familyExtras.features.empty')}</p> : null}
      {sampled.length > 0 ? (
        <>
          <p>{t('familyExtras.features.intro', { style: face.title })}</p>
          <LazyFeatureSamples
            familyUrl={familyUrl}
            encodingID={encodingID}
            tags={sampled}
            face={{ cssFamily: face.cssFamily, weight: face.weight, italic: face.italic }}
            direction={direction}
          />
        </>
      ) : null}
      {unsampled.length > 0 ? (
        <>
          <h3 id="family-feature-tags-title">
            {t(sampled.length > 0 ? 'familyExtras.features.otherTags' : 'familyExtras.features.tags')}
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
