import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { LoadedStory } from './load-stories.ts';
import { languageAutonym } from './story-language-name.ts';

/** Links to the same story in other languages, each named in its own language (with hreflang). */
export function StoryTranslations({
  translations,
  t,
}: {
  translations: LoadedStory['translations'];
  t: TFunction;
}) {
  if (translations.length === 0) return null;
  return (
    <nav className="story-translations" aria-label={t('stories.translations.label')}>
      <ul>
        {translations.map((translation) => (
          <li key={translation.id}>
            <Link href={translation.path} hrefLang={translation.language} lang={translation.language}>
              {languageAutonym(translation.language)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
