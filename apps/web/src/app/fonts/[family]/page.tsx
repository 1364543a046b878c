import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FamilyDetails } from '../../../features/family/family-details.tsx';
import { FamilyFontFaces } from '../../../features/family/family-font-faces.tsx';
import { FamilyIntro } from '../../../features/family/family-intro.tsx';
import { defaultStyleOf, familyDirection } from '../../../features/family/family-page-data.ts';
import { FamilyStyles } from '../../../features/family/family-styles.tsx';
import { loadFamily } from '../../../features/family/load-family.ts';
import { GlyphsSection } from '../../../features/glyphs/glyphs-section.tsx';
import { loadGlyphCategories } from '../../../features/glyphs/load-glyph-categories.ts';
import { LicenceConfiguratorSection } from '../../../features/licensing/licence-configurator-section.tsx';
import { testerFaces } from '../../../features/type-tester/tester-faces.ts';
import { TypeTester } from '../../../features/type-tester/type-tester.tsx';
import { serverT } from '../../../lib/i18n/server-translation.ts';
import '../../../features/family/family-page.css';

interface FamilyPageProps {
  params: Promise<{ family: string }>;
}

export async function generateMetadata({ params }: FamilyPageProps): Promise<Metadata> {
  const family = await loadFamily((await params).family);
  return family ? { title: family.title, description: family.summary ?? undefined } : { title: '404' };
}

export default async function FamilyPage({ params }: FamilyPageProps) {
  const family = await loadFamily((await params).family);
  if (!family) notFound();
  const t = serverT();
  const style = defaultStyleOf(family);
  const categories = style ? await loadGlyphCategories(style.id) : [];
  return (
    <div className="page family-page" data-family={family.url}>
      <FamilyFontFaces family={family} />
      <FamilyIntro family={family} t={t} />
      <FamilyStyles family={family} t={t} />
      <LicenceConfiguratorSection familyUrl={family.url} />
      <section aria-labelledby="family-tester-title">
        <h2 id="family-tester-title">{t('family.tester')}</h2>
        <TypeTester
          faces={testerFaces(family)}
          features={family.openTypeFeatures}
          direction={familyDirection(family)}
          sampleText={t('fonts.sample')}
        />
      </section>
      {style ? (
        <section aria-labelledby="family-glyphs-title">
          <h2 id="family-glyphs-title">{t('glyphs.title')}</h2>
          <GlyphsSection styleID={style.id} categories={categories} />
        </section>
      ) : null}
      <FamilyDetails family={family} t={t} />
    </div>
  );
}
