'use client';

import { FAMILY_EXTRAS_TEXTS } from '../../lib/i18n/areas/family-extras.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { TextField } from '../../ui/index.ts';
import { useFamilyShare } from '../family-share/index.ts';
import { useCopiedIndicator } from './use-copied-indicator.ts';

interface ShareTesterButtonProps {
  /** The createFamilyShare data of the tester as it is at the click. */
  data: () => Record<string, unknown>;
}

/** The tester's Share button: creates a link to its current state and offers to copy it. */
export function ShareTesterButton({ data }: ShareTesterButtonProps) {
  const { t } = useTexts(FAMILY_EXTRAS_TEXTS);
  const { state, share } = useFamilyShare();
  const copied = useCopiedIndicator();
  const busy = state.status === 'busy';
  return (
    <div className="family-share">
      <button type="button" className="button" aria-busy={busy} disabled={busy} onClick={() => share(data())}>
        {busy ? t('familyExtras.share.busy') : t('familyExtras.share.button')}
      </button>
      {state.status === 'shared' ? (
        <div className="family-share__link">
          <TextField
            className="family-share__field"
            label={t('familyExtras.share.link')}
            type="url"
            isReadOnly
            value={state.url}
            // The whole link selected, ready to copy by hand too.
            onFocus={(event) => {
              if (event.target instanceof HTMLInputElement) event.target.select();
            }}
          />
          <button type="button" className="button" onClick={() => copied.copy(state.url)}>
            {copied.state === 'copied' ? t('familyExtras.share.copied') : t('familyExtras.share.copy')}
          </button>
        </div>
      ) : null}
      <p className="family-share__status" role="status" aria-live="polite">
        {state.status === 'failed'
          ? t(state.reason === 'captcha' ? 'familyExtras.share.captchaFailed' : 'familyExtras.share.failed')
          : copied.state === 'copied'
            ? t('familyExtras.share.copied')
            : copied.state === 'failed'
              ? t('familyExtras.share.copyFailed')
              : ''}
      </p>
    </div>
  );
}
