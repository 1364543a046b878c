'use client';

import type { CSSProperties } from 'react';
import { useQuery } from 'urql';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { FAMILY_EXTRAS_TEXTS } from '../../lib/i18n/areas/family-extras.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useNearViewport } from '../../lib/viewport/use-near-viewport.ts';
import { featurePairSettings } from './feature-pair-settings.ts';
import { type FeatureSamplePair, FeatureSamplePairs, type SampleFace } from './feature-sample-pairs.tsx';
import { ReadFeatureSamplesQuery } from './queries/read-feature-samples.ts';

interface LazyFeatureSamplesProps {
  familyUrl: string;
  /** The encoding shown; null for the family's default. */
  encodingID: string | null;
  /** The features to show, in order (those the page offers and that have a sample). */
  tags: readonly string[];
  face: SampleFace;
  direction: 'ltr' | 'rtl';
}

/**
 * The sample pairs, read from the API when the section comes near the viewport: a large family has
 * dozens, and carried in the cached page they made a good part of its HTML (docs/performance.md).
 */
function FeatureSamplesRead({ familyUrl, encodingID, tags, face, direction }: LazyFeatureSamplesProps) {
  const { t } = useTexts(FAMILY_EXTRAS_TEXTS);
  const [area, near] = useNearViewport<HTMLDivElement>();
  const [{ data, error }] = useQuery({
    query: ReadFeatureSamplesQuery,
    variables: { url: familyUrl, encodingID },
    pause: !near,
  });
  const samples = data?.readFamilies.nodes.find((family) => family.url === familyUrl)?.openTypeFeatureSamples;
  const pairs = samples
    ? tags.flatMap((tag): FeatureSamplePair[] => {
        const sample = samples.find((candidate) => candidate.tag === tag);
        const settings = featurePairSettings(tag);
        return sample && settings ? [{ ...sample, settings }] : [];
      })
    : null;
  return (
    // Until the samples come, the area holds about their height and is never the scroll anchor, so
    // when they arrive the page keeps what the reader (or keyboard focus) is on in place.
    <div
      ref={area}
      className={pairs ? undefined : 'feature-samples-pending'}
      style={pairs ? undefined : ({ '--pending-pairs': tags.length } as CSSProperties)}
    >
      {pairs ? (
        <FeatureSamplePairs
          pairs={pairs}
          face={face}
          direction={direction}
          labels={{ off: t('familyExtras.features.off'), on: t('familyExtras.features.on') }}
        />
      ) : (
        <p role="status">{error ? t('familyExtras.features.failed') : t('familyExtras.features.loading')}</p>
      )}
    </div>
  );
}

/** The sample pairs with urql's Provider for their read (the frame of every page leaves it out). */
export function LazyFeatureSamples(props: LazyFeatureSamplesProps) {
  return (
    <GraphqlProvider>
      <FeatureSamplesRead {...props} />
    </GraphqlProvider>
  );
}
