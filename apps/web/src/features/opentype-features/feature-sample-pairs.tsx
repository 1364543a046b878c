import type { CSSProperties } from 'react';

export interface FeatureSamplePair {
  tag: string;
  title: string;
  sample: string;
  settings: { off: string; on: string };
}

export interface SampleFace {
  cssFamily: string;
  weight: number;
  italic: boolean;
}

interface FeatureSamplePairsProps {
  pairs: readonly FeatureSamplePair[];
  face: SampleFace;
  direction: 'ltr' | 'rtl';
  labels: { off: string; on: string };
}

/**
 * Each sample twice, with its feature forced off and on. The face is set once on the list (the
 * samples read it in opentype-features.css), not repeated on every sample.
 */
export function FeatureSamplePairs({ pairs, face, direction, labels }: FeatureSamplePairsProps) {
  const sampleFace = {
    '--feature-sample-family': `"${face.cssFamily}"`,
    '--feature-sample-weight': face.weight,
    '--feature-sample-style': face.italic ? 'italic' : 'normal',
  } as CSSProperties;
  return (
    <ul className="feature-samples" style={sampleFace} dir={direction}>
      {pairs.map((pair) => (
        <li key={pair.tag} data-feature={pair.tag}>
          <h3 className="feature-samples__title">
            {pair.title} <code>{pair.tag}</code>
          </h3>
          <div className="feature-samples__pair">
            <figure className="feature-samples__half">
              <figcaption>{labels.off}</figcaption>
              <p
                className="feature-samples__text"
                data-state="off"
                style={{ fontFeatureSettings: pair.settings.off }}
              >
                {pair.sample}
              </p>
            </figure>
            <figure className="feature-samples__half">
              <figcaption>{labels.on}</figcaption>
              <p
                className="feature-samples__text"
                data-state="on"
                style={{ fontFeatureSettings: pair.settings.on }}
              >
                {pair.sample}
              </p>
            </figure>
          </div>
        </li>
      ))}
    </ul>
  );
}
