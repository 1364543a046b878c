'use client';

import { FONT_CUSTOMISATIONS_TEXTS } from '../../lib/i18n/areas/font-customisations.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { type CustomiserAxis, describePosition, type Position } from './customisation-position.ts';

export interface SavedCustomisation {
  id: string;
  title: string;
  variableFontID: string;
  position: Position;
}

/** The family's saved customisations, each with rename/move, delete and download. */
export function SavedCustomisations({
  customisations,
  fonts,
  editingId,
  downloadingId,
  onEdit,
  onDelete,
  onDownload,
}: {
  customisations: readonly SavedCustomisation[];
  fonts: readonly { id: string; title: string; axes: readonly CustomiserAxis[] }[];
  editingId: string | null;
  downloadingId: string | null;
  onEdit: (customisation: SavedCustomisation) => void;
  onDelete: (customisation: SavedCustomisation) => void;
  onDownload: (customisation: SavedCustomisation) => void;
}) {
  const { t } = useTexts(FONT_CUSTOMISATIONS_TEXTS);
  return (
    <section className="account-section" aria-labelledby="customisations-saved">
      <h2 id="customisations-saved">{t('fontCustomisations.saved')}</h2>
      {customisations.length === 0 ? <p>{t('fontCustomisations.none')}</p> : null}
      <ul className="customiser-saved">
        {customisations.map((customisation) => {
          const font = fonts.find((candidate) => candidate.id === customisation.variableFontID);
          const { title } = customisation;
          const downloading = downloadingId === customisation.id;
          return (
            <li
              key={customisation.id}
              className="customiser-saved__item"
              aria-label={title}
              aria-current={editingId === customisation.id ? 'true' : undefined}
            >
              <h3>{title}</h3>
              <p>{font ? `${font.title} · ${describePosition(customisation.position, font.axes)}` : null}</p>
              <div className="account-actions">
                <button
                  type="button"
                  className="button"
                  aria-label={t('fontCustomisations.editLabel', { title })}
                  onClick={() => onEdit(customisation)}
                >
                  {t('fontCustomisations.edit')}
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t('fontCustomisations.deleteLabel', { title })}
                  onClick={() => onDelete(customisation)}
                >
                  {t('fontCustomisations.delete')}
                </button>
                <Button
                  aria-label={t('fontCustomisations.downloadLabel', { title })}
                  busy={downloading}
                  // One download at a time: the others wait while one is being prepared.
                  isDisabled={downloadingId !== null && !downloading}
                  onPress={() => onDownload(customisation)}
                >
                  {downloading ? t('fontCustomisations.downloading') : t('fontCustomisations.download')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
