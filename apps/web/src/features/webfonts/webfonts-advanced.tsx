'use client';

import { VALIDATION_MESSAGE_KEYS } from '@foundry/domain';
import { type FormEvent, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { useCopy } from '../../lib/clipboard/use-copy.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { FontSettings } from './font-settings.tsx';
import {
  type FontChoice,
  fontChoiceOf,
  fontInputsOf,
  fontName,
  serverFieldErrors,
} from './webfonts-form-values.ts';
import { UpdateWebfontsProjectMutation, type WebfontsProject } from './webfonts-operations.ts';
import './webfonts.css';

/** The stylesheet link a hosted project's pages put in their head. */
export const embedLink = (cssUrl: string) => `<link rel="stylesheet" href="${cssUrl}">`;

interface WebfontsAdvancedProps {
  project: WebfontsProject;
  onSaved: (project: WebfontsProject) => void;
}

/**
 * The embed code of a project, each part with a copy button: the stylesheet link (hosted projects,
 * once generated) and every font's CSS definition; below it, the fonts' CSS settings, saved
 * together (the project's fonts are replaced wholesale and generated again).
 */
export function WebfontsAdvanced({ project, onSaved }: WebfontsAdvancedProps) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const id = useId();
  const { copied, failed, copy } = useCopy();
  const initialFonts = useMemo(() => project.fonts.map(fontChoiceOf), [project.fonts]);
  const [fonts, setFonts] = useState<FontChoice[]>(initialFonts);
  const [status, setStatus] = useState<'idle' | 'loading' | 'finished'>('idle');
  const [message, setMessage] = useState<string | null>(null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'loading') return;
    setStatus('loading');
    setMessage(null);
    const result = await client
      .mutation(UpdateWebfontsProjectMutation, { id: project.id, fonts: fontInputsOf(fonts) })
      .toPromise();
    const saved = result.data?.updateWebfontsProject;
    if (result.error || !saved) {
      setStatus('idle');
      const placed = serverFieldErrors(result.error?.graphQLErrors[0]?.extensions?.fields);
      setMessage(
        placed.fields.fonts ??
          placed.other[0] ??
          (Object.keys(placed.fields).length > 0
            ? t(VALIDATION_MESSAGE_KEYS.formHasFieldErrors)
            : i18n.t(result.error ? failureOfOperation(result.error).messageKey : 'errors.unknown')),
      );
      return;
    }
    setStatus('idle');
    toast.success(t('webfonts.advancedPage.saved'));
    onSaved(saved);
  };

  const copyButton = (what: string, text: string) => (
    <button
      type="button"
      className="button webfonts-code__copy"
      aria-label={t('webfonts.advancedPage.copyLabel', { what })}
      onClick={() => void copy(what, text)}
    >
      {copied === what ? t('webfonts.advancedPage.copied') : t('webfonts.advancedPage.copy')}
    </button>
  );
  const codeBlock = (what: string, text: string, labelId: string) => (
    <div className="webfonts-code">
      {/* Long lines wrap (see the CSS): nothing to scroll, so nothing needs the keyboard focus. */}
      <section aria-labelledby={labelId} className="webfonts-code__text">
        <pre>
          <code>{text}</code>
        </pre>
      </section>
      {copyButton(what, text)}
    </div>
  );

  const linkLabel = t('webfonts.advancedPage.linkLabel');
  const ready = project.generation === 'Completed';

  return (
    <div className="webfonts-advanced">
      <section aria-labelledby={`${id}-embed`}>
        <h2 id={`${id}-embed`}>{t('webfonts.advancedPage.heading')}</h2>
        <div aria-live="polite">
          {copied ? (
            <p role="status" className="visually-hidden">
              {t('webfonts.advancedPage.copied')}
            </p>
          ) : null}
          {failed ? (
            <p role="alert" className="webfonts-notice webfonts-notice--error">
              {t('webfonts.advancedPage.copyFailed')}
            </p>
          ) : null}
        </div>
        {project.type === 'regular' ? (
          project.cssUrl && ready ? (
            <>
              <p id={`${id}-link`}>{t('webfonts.advancedPage.linkIntro')}</p>
              {codeBlock(linkLabel, embedLink(project.cssUrl), `${id}-link`)}
            </>
          ) : (
            <p>{t('webfonts.advancedPage.notReady')}</p>
          )
        ) : (
          <p>{t('webfonts.advancedPage.selfHostingIntro')}</p>
        )}
        {project.fonts.length > 0 ? <p>{t('webfonts.advancedPage.cssIntro')}</p> : null}
        {project.fonts.map((font) => {
          const what = t('webfonts.advancedPage.cssLabel', { title: fontName(font) });
          return (
            <div key={font.id} className="webfonts-advanced__font">
              <h3 id={`${id}-font-${font.id}`}>{what}</h3>
              {codeBlock(what, font.cssDefinition, `${id}-font-${font.id}`)}
            </div>
          );
        })}
      </section>
      <form
        className="webfonts-form"
        onSubmit={save}
        aria-labelledby={`${id}-settings`}
        aria-busy={status === 'loading'}
      >
        <h2 id={`${id}-settings`}>{t('webfonts.advancedPage.settingsHeading')}</h2>
        <div aria-live="assertive">
          {message ? (
            <p className="webfonts-form__message" role="alert">
              {message}
            </p>
          ) : null}
        </div>
        {fonts.map((font) => (
          <FontSettings
            key={font.key}
            font={font}
            onChange={(changed) =>
              setFonts((all) => all.map((entry) => (entry.key === changed.key ? changed : entry)))
            }
          />
        ))}
        <div className="webfonts-form__actions">
          <button
            type="submit"
            className="button button--primary"
            aria-busy={status === 'loading'}
            disabled={status !== 'idle'}
          >
            {t(`webfonts.advancedPage.save.${status}`)}
          </button>
        </div>
      </form>
    </div>
  );
}
