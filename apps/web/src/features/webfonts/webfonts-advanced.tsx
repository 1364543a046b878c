'use client';

import { webfontsFontSettingsSchema } from '@foundry/domain';
import { useId } from 'react';
import { useFormState } from 'react-hook-form';
import { useCopy } from '../../lib/clipboard/use-copy.ts';
import { refusalOf } from '../../lib/forms/server-outcome.ts';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { WEBFONTS_TEXTS } from '../../lib/i18n/areas/webfonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { Form } from '../../ui/form.tsx';
import { useRegisteredField } from '../../ui/form-field-registry.ts';
import { useFormMessage } from '../../ui/form-message.ts';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { FontSettings } from './font-settings.tsx';
import {
  type FontChoice,
  fontChoiceOf,
  fontInputsOf,
  fontName,
  webfontsFieldOf,
} from './webfonts-form-values.ts';
import { UpdateWebfontsProjectMutation, type WebfontsProject } from './webfonts-operations.ts';

/** The stylesheet link a hosted project's pages put in their head. */
export const embedLink = (cssUrl: string) => `<link rel="stylesheet" href="${cssUrl}">`;

/** The fonts' problem (a font keeps no characters), listed by the error summary and shown above the fonts. */
function FormFontsMessage({ label }: { label: string }) {
  const say = useFormMessage();
  const { errors } = useFormState<{ fonts: FontChoice[] }>();
  const id = useRegisteredField('fonts', label);
  const error = say(errors.fonts?.message);
  return error ? (
    <p id={id} tabIndex={-1} className="ui-field__error">
      {error}
    </p>
  ) : (
    <span id={id} hidden />
  );
}

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
  const { t } = useTexts(CATALOGUE_TEXTS, WEBFONTS_TEXTS);
  const client = useGraphqlClient();
  const id = useId();
  const { copied, failed, copy } = useCopy();
  const form = useZodForm(webfontsFontSettingsSchema, { fonts: project.fonts.map(fontChoiceOf) });
  const fonts = form.watch('fonts');

  const save = async (values: { fonts: FontChoice[] }) => {
    const result = await client
      .mutation(UpdateWebfontsProjectMutation, { id: project.id, fonts: fontInputsOf(values.fonts) })
      .toPromise();
    if (result.error) return refusalOf(result.error, webfontsFieldOf);
    const saved = result.data?.updateWebfontsProject;
    if (!saved) return { message: 'errors.unknown' };
    toast.success(t('webfonts.advancedPage.saved'));
    form.reset({ fonts: saved.fonts.map(fontChoiceOf) });
    onSaved(saved);
    return undefined;
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
      <Form form={form} onSubmit={save} className="webfonts-form" aria-labelledby={`${id}-settings`}>
        <h2 id={`${id}-settings`}>{t('webfonts.advancedPage.settingsHeading')}</h2>
        <FormFontsMessage label={t('webfonts.form.fields.fonts')} />
        {fonts.map((font, index) => (
          <FontSettings
            key={font.key}
            font={font}
            onChange={(changed) => form.setValue(`fonts.${index}`, changed, { shouldDirty: true })}
          />
        ))}
        <div className="ui-form__actions">
          <FormSubmit>{t('webfonts.advancedPage.save.idle')}</FormSubmit>
        </div>
      </Form>
    </div>
  );
}
