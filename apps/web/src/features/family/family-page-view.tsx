import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { CompareToggle } from '../compare-list/index.ts';
import { loadFamilyShare } from '../family-share/server.ts';
import { FamilyFeedbackSection } from '../feedback/index.ts';
import { GlyphsSection } from '../glyphs/index.ts';
import { loadGlyphCategories } from '../glyphs/server.ts';
import { IconBrowserSection } from '../icon-browser/index.ts';
import { LicenceConfiguratorSection } from '../licensing/server.ts';
import { OpenTypeFeaturesSection } from '../opentype-features/index.ts';
import { FamilyTrialSections } from '../trials/server.ts';
import { snapshotFromShare, testerFaces } from '../type-tester/index.ts';
import { WeightCalculatorSection } from '../weight-calculator/index.ts';
import { sampleTextForEncoding } from './encoding-sample-text.ts';
import { EncodingSwitcher } from './encoding-switcher.tsx';
import { FamilyDetails } from './family-details.tsx';
import { FamilyFontFaces } from './family-font-faces.tsx';
import { FamilyIntro } from './family-intro.tsx';
import { defaultStyleOf, familyDirection, type PageFamily, type PageStyle } from './family-page-data.ts';
import { FamilyStyles } from './family-styles.tsx';
import { FamilyTesterSection } from './family-tester-section.tsx';
import './family-page.css';

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
  return (
    <div className="page family-page" data-family={family.url} data-encoding={encodingUrl}>
      <FamilyFontFaces family={family} />
      <FamilyIntro family={family} t={t} />
      <div className="family-page__actions">
        <CompareToggle fontId={family.url} title={family.title} />
      </div>
      <EncodingSwitcher family={family} t={t} />
      <FamilyStyles family={family} t={t} />
      <LicenceConfiguratorSection familyUrl={family.url} />
      <WeightCalculatorSection family={family} t={t} />
      <FamilyTesterSection
        // A new encoding or style starts a fresh tester (its sample text and face differ).
        key={`${encodingUrl ?? ''}/${style?.id ?? ''}`}
        isIconFamily={family.isIconFamily}
        t={t}
        faces={faces}
        features={family.openTypeFeatures}
        direction={direction}
        sampleText={sampleTextForEncoding(encodingUrl, t('fonts.sample'))}
        initialFaceKey={style ? `style-${style.id}` : undefined}
        initialState={sharedTester}
        share={{ familyID: family.id, encodingID: family.encoding?.id }}
      />
      {shownStyle && family.isIconFamily ? (
        // Icon fonts are browsed by icon name, not by the letter categories of the glyph grid.
        <IconBrowserSection familyID={family.id} styleID={shownStyle.id} t={t} />
      ) : shownStyle ? (
        <section aria-labelledby="family-glyphs-title">
          <h2 id="family-glyphs-title">{t('glyphs.title')}</h2>
          <GlyphsSection styleID={shownStyle.id} categories={categories} />
        </section>
      ) : null}
      <FamilyTrialSections url={family.url} encodingID={family.encoding?.id ?? null} />
      <FamilyDetails family={family} t={t} />
      {sampledStyle ? (
        <OpenTypeFeaturesSection
          samples={family.openTypeFeatureSamples}
          features={family.openTypeFeatures}
          face={{ cssFamily: fontFaceFamilyName(sampledStyle.id), ...sampledStyle }}
          direction={direction}
          t={t}
        />
      ) : null}
      <FamilyFeedbackSection familyID={family.id} t={t} />
    </div>
  );
}
