'use client';

import { messageKeyForCode } from '@foundry/errors';
import { useId, useState } from 'react';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { useTrialDownload } from './use-trial-download.ts';

interface DownloadTrialButtonProps {
  productID: string;
  encodingID: string | null;
  preRelease: boolean;
  familyTitle: string;
}

/**
 * 'Download trial': takes the captcha token, has the API build the trial ZIP (a status line while it
 * does), then starts the download; errors (450 too many trials, 451 pre-release …) show beside it.
 */
export function DownloadTrialButton({
  productID,
  encodingID,
  preRelease,
  familyTitle,
}: DownloadTrialButtonProps) {
  const { t, i18n } = useTexts(CATALOGUE_TEXTS);
  const { download, busy } = useTrialDownload();
  const [file, setFile] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const statusId = useId();

  const onClick = async () => {
    setError(null);
    setFile(null);
    const result = await download({ productID, encodingIDs: encodingID ? [encodingID] : [], preRelease });
    if (!result.ok) {
      const key =
        result.failure.kind === 'captcha' ? messageKeyForCode(undefined) : result.failure.messageKey;
      setError(i18n.t(key));
      return;
    }
    setFile(result.file);
    // The API answers the ZIP as an attachment: the page stays where it is.
    window.location.assign(result.file);
  };

  return (
    <div className="trial-download">
      <Button
        onPress={onClick}
        busy={busy}
        aria-describedby={statusId}
        aria-label={t('trials.downloadFamily', { family: familyTitle })}
      >
        {t('trials.download')}
      </Button>
      <p id={statusId} className="trial-download__status" role="status">
        {busy ? t('trials.preparing') : null}
        {file ? (
          <>
            {t('trials.ready')}{' '}
            <a href={file} download>
              {t('trials.downloadAgain')}
            </a>
          </>
        ) : null}
      </p>
      {error ? (
        <p className="trial-download__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
