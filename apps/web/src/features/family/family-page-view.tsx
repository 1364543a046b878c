import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { loadFamilyShare } from '../family-share/server.ts';
import { FamilyFeedbackSection } from '../feedback/index.ts';
import { GlyphsSection } from '../glyphs/index.ts';
import { loadGlyphCategories } from '../glyphs/server.ts';
import { IconBrowserSection } from '../icon-browser/index.ts';
import { OpenTypeFeaturesSection } from '../opentype-features/index.ts';
import { offeredFeatures, snapshotFromShare, testerFaces } from '../type-tester/index.ts';
import { WeightCalculatorSection } from '../weight-calculator/index.ts';
import { sampleTextForEncoding } from './encoding-sample-text.ts';
import { FamilyBuyPanel } from './family-buy-panel.tsx';
import { FamilyFontFaces } from './family-font-faces.tsx';
import { FamilyHero } from './family-hero.tsx';
import { FamilyHeroFace } from './family-hero-face.tsx';
import { FamilyInformation } from './family-information.tsx';
import { FamilyLanguages } from './family-languages.tsx';
import { FamilyNeighboursSection } from './family-neighbours.tsx';
import { defaultStyleOf, familyDirection, type PageFamily, type PageStyle } from './family-page-data.ts';
import { FamilyStyles } from './family-styles.tsx';
import { FamilyTesterSection } from './family-tester-section.tsx';

interface FamilyPageViewProps {
  /** The family as drawn in the encoding shown (readFamilies with encodingID on an encoding route). */
  family: PageFamily;
  /** The style a /{style} route names: the tester starts on it and the glyphs are its own. */
  style?: PageStyle;
  /** The id of a `?share=` link: the tester starts in the shared state. */
  shareId?: string;
}

/** The family page of /fonts/{family}, /fonts/{family}/{encoding} and /fonts/{family}/{encoding}/{style}. */
export async function FamilyPageView({ family, style, shareId }: FamilyPageViewProps) {
  const t = serverT();
  const shownStyle = style ?? defaultStyleOf(family);
  const categories = shownStyle ? await loadGlyphCategories(shownStyle.id) : [];
  const encodingUrl = family.encoding?.url;
  const direction = familyDirection(family);
  const faces = testerFaces(family);
  const sharedTester = snapshotFromShare(
    await loadFamilyShare(shareId, family.url),
    faces,
    family.openTypeFeatures,
  );
  const sampledStyle = defaultStyleOf(family);
  const features = offeredFeatures(family.openTypeFeatures, family.openTypeFeatureSamples);
  // The features section shows the same features as the tester: none the text engine applies itself.
  const offered = new Set(features.map((feature) => feature.tag));
  return (
    <div className="page family-page" data-family={family.url} data-encoding={encodingUrl}>
      {sampledStyle && !family.isIconFamily ? <FamilyHeroFace style={sampledStyle} /> : null}
      <FamilyHero family={family} t={t} />
      <FamilyFontFaces family={family} />
      <div className="family-page__layout">
        <div className="family-page__main">
          <FamilyTesterSection
            // A new encoding or style starts a fresh tester (its sample text and face differ).
            key={`${encodingUrl ?? ''}/${style?.id ?? ''}`}
            isIconFamily={family.isIconFamily}
            t={t}
            faces={faces}
            features={features}
            direction={direction}
            sampleText={sampleTextForEncoding(encodingUrl, t('fonts.sample'))}
            // The tester opens in the style a route names, else in the default (Regular) style.
            initialFaceKey={shownStyle ? `style-${shownStyle.id}` : undefined}
            initialState={sharedTester}
            share={{ familyID: family.id, encodingID: family.encoding?.id }}
          />
          <WeightCalculatorSection family={family} t={t} />
          {shownStyle && family.isIconFamily ? (
            // Icon fonts are browsed by icon name, not by the letter categories of the glyph grid.
            <IconBrowserSection familyID={family.id} styleID={shownStyle.id} t={t} />
          ) : shownStyle ? (
            <section className="family-section" aria-labelledby="family-glyphs-title">
              <h2 id="family-glyphs-title" className="family-section__title">
                {t('glyphs.title')}
              </h2>
              <GlyphsSection styleID={shownStyle.id} categories={categories} />
            </section>
          ) : null}
          {sampledStyle ? (
            <OpenTypeFeaturesSection
              familyUrl={family.url}
              encodingID={family.encoding?.id ?? null}
              samples={family.openTypeFeatureSamples.filter((sample) => offered.has(sample.tag))}
              features={[...offered]}
              face={{ cssFamily: fontFaceFamilyName(sampledStyle.id), ...sampledStyle }}
              direction={direction}
              t={t}
            />
          ) : null}
          <FamilyLanguages
            familyUrl={family.url}
            encodingID={family.encoding?.id ?? null}
            count={family.supportedLanguages.length}
          />
          <FamilyInformation family={family} t={t} />
          <FamilyStyles family={family} t={t} />
        </div>
        <FamilyBuyPanel family={family} t={t} />
      </div>
      <FamilyNeighboursSection familyID={family.id} t={t} />
      <FamilyFeedbackSection familyID={family.id} t={t} />
    </div>
  );
}
