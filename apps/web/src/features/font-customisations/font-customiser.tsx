'use client';

import {
  FONT_CUSTOMISATION_TITLE_MAX_LENGTH,
  type FontCustomisationValues,
  fontCustomisationSchema,
} from '@foundry/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { fontFaceCss, type SubsetFontFile, subsetFontFaceSources } from '../../lib/fonts/font-face-css.ts';
import { refusalOf } from '../../lib/forms/server-outcome.ts';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { FONT_CUSTOMISATIONS_TEXTS } from '../../lib/i18n/areas/font-customisations.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { Button, RadioGroup, TextField, useConfirm } from '../../ui/index.ts';
import { accountHref } from '../account/index.ts';
import { useAuth } from '../auth/index.ts';
import { familyPath } from '../family/index.ts';
import { AxisSlider } from './axis-slider.tsx';
import {
  CreateFontCustomisationMutation,
  DeleteFontCustomisationMutation,
  ReadCustomiserQuery,
  ReadMyCustomisationsQuery,
  UpdateFontCustomisationMutation,
} from './customisation-operations.ts';
import {
  axesInput,
  defaultPosition,
  fitPosition,
  fontVariationSettings,
  type Position,
  positionOf,
} from './customisation-position.ts';
import { type SavedCustomisation, SavedCustomisations } from './saved-customisations.tsx';
import { useCustomisationDownload } from './use-customisation-download.ts';

const EXISTS = 480;

/** The variable font as a face of its own, for the live preview. */
function CustomiserFontFace({
  family,
  file,
  italic,
}: {
  family: string;
  file: SubsetFontFile;
  italic: boolean;
}) {
  // The font's preview subsets, so whatever text is typed is set in it (docs/font-previews.md).
  const css = fontFaceCss(subsetFontFaceSources({ family, weight: 400, italic }, file));
  // fontFaceCss escapes every value it writes, so the CSS cannot close this element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: generated, escaped CSS
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

/** The customiser of one family the user owns in full: preview, sliders, save, the saved list. */
export function FontCustomiser({ familyId }: { familyId: string }) {
  const { t, i18n } = useTexts(FONT_CUSTOMISATIONS_TEXTS);
  const { confirm, confirmDialog } = useConfirm();
  const client = useGraphqlClient();
  const { loggedIn } = useAuth();
  const ids = useId();
  const formArea = useRef<HTMLDivElement>(null);
  const form = useZodForm(fontCustomisationSchema, { title: '' });
  const [params, reloadParams] = useQuery({ query: ReadCustomiserQuery, variables: { familyID: familyId } });
  const [mine, reloadMine] = useQuery({
    query: ReadMyCustomisationsQuery,
    variables: { familyID: familyId },
    pause: !loggedIn,
    requestPolicy: 'cache-and-network',
  });
  const [chosenFontId, setChosenFontId] = useState<string | null>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [previewText, setPreviewText] = useState<string>(t('fontCustomisations.previewDefault'));
  const download = useCustomisationDownload();

  const customiser = params.data?.readFontCustomisationParams ?? null;
  const fonts = customiser?.variableFonts ?? [];
  const font =
    fonts.find((candidate) => candidate.id === chosenFontId) ?? fonts.find((f) => !f.italic) ?? fonts[0];
  const axes = font?.axes ?? [];
  const shown = font ? fitPosition(position ?? defaultPosition(axes), axes) : {};
  const myFamily = mine.data?.readUser.myFonts.nodes.find((node) => node.id === customiser?.family.id);
  const saved: SavedCustomisation[] = useMemo(
    () =>
      (myFamily?.customisations ?? []).map((customisation) => ({
        id: customisation.id,
        title: customisation.title,
        variableFontID: customisation.variableFontID,
        position: positionOf(customisation.axesData),
      })),
    [myFamily],
  );
  const faceFamily = `ff-customiser-${font?.id ?? 'none'}`;

  const refetchMine = () => reloadMine({ requestPolicy: 'network-only' });
  const familyTitle = customiser?.family.title ?? '';

  if ((params.fetching && !params.data) || (loggedIn && mine.fetching && !mine.data) || !loggedIn) {
    return (
      <>
        <h1>{t('fontCustomisations.titleLoading')}</h1>
        <p role="status">{t('fontCustomisations.loading')}</p>
      </>
    );
  }
  if (params.error || mine.error) {
    return (
      <>
        <h1>{t('fontCustomisations.titleLoading')}</h1>
        <p role="alert">{t('fontCustomisations.loadError')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            reloadParams({ requestPolicy: 'network-only' });
            refetchMine();
          }}
        >
          {t('fontCustomisations.retry')}
        </button>
      </>
    );
  }
  if (!customiser || !font) {
    return (
      <>
        <h1>{t('fontCustomisations.titleLoading')}</h1>
        <p role="alert">{t('fontCustomisations.notFound')}</p>
        <p>
          <a href={accountHref('fonts')}>{t('fontCustomisations.toMyFonts')}</a>
        </p>
      </>
    );
  }
  if (!myFamily?.canCustomise) {
    return (
      <>
        <h1>{t('fontCustomisations.title', { family: familyTitle })}</h1>
        <p role="alert">{t('fontCustomisations.notOwned', { family: familyTitle })}</p>
        <p>
          <a href={familyPath(customiser.family.url)}>
            {t('fontCustomisations.toFamily', { family: familyTitle })}
          </a>
        </p>
      </>
    );
  }

  const chooseFont = (id: string) => {
    const next = fonts.find((candidate) => candidate.id === id);
    if (!next) return;
    setChosenFontId(id);
    setPosition(fitPosition(shown, next.axes));
  };

  const startEditing = (customisation: SavedCustomisation) => {
    const target = fonts.find((candidate) => candidate.id === customisation.variableFontID) ?? font;
    setChosenFontId(target.id);
    setPosition(fitPosition(customisation.position, target.axes));
    form.reset({ title: customisation.title });
    setEditingId(customisation.id);
    setNotice(t('fontCustomisations.editing', { title: customisation.title }));
    formArea.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus();
  };

  const stopEditing = () => {
    setEditingId(null);
    form.reset({ title: '' });
    setNotice(null);
  };

  const save = async ({ title }: { title: string }): Promise<FormRefusal | undefined> => {
    const variables = {
      familyID: customiser.family.id,
      variableFontID: font.id,
      title,
      axes: axesInput(shown, axes),
    };
    const result = editingId
      ? await client.mutation(UpdateFontCustomisationMutation, { ...variables, id: editingId }).toPromise()
      : await client.mutation(CreateFontCustomisationMutation, variables).toPromise();
    if (result.error) {
      // The name is taken (480): said under the name; the axes' refusals go to the summary.
      const refusal = refusalOf(result.error, (name) => (name === 'title' ? 'title' : null));
      const failure = failureOfOperation(result.error);
      if (failure.kind === 'graphql' && failure.code === EXISTS && !refusal.fieldErrors?.title)
        return { fieldErrors: { title: i18n.t(failure.messageKey) } };
      return refusal;
    }
    setNotice(t(editingId ? 'fontCustomisations.updated' : 'fontCustomisations.created', { title }));
    setEditingId(null);
    form.reset({ title: '' });
    refetchMine();
    return undefined;
  };

  const remove = async (customisation: SavedCustomisation) => {
    const yes = await confirm({
      title: t('fontCustomisations.deleteConfirm', { title: customisation.title }),
      text: t('fontCustomisations.deleteConfirmText'),
      cancel: t('fontCustomisations.deleteCancel'),
      confirm: t('fontCustomisations.deleteConfirmButton'),
    });
    if (!yes) return;
    const result = await client
      .mutation(DeleteFontCustomisationMutation, { id: customisation.id })
      .toPromise();
    if (result.error) {
      setNotice(i18n.t(failureOfOperation(result.error).messageKey));
      return;
    }
    if (editingId === customisation.id) stopEditing();
    setNotice(t('fontCustomisations.deleted', { title: customisation.title }));
    refetchMine();
  };

  return (
    <>
      <CustomiserFontFace family={faceFamily} file={font} italic={font.italic} />
      {confirmDialog}
      <h1>{t('fontCustomisations.title', { family: familyTitle })}</h1>
      <p>{t('fontCustomisations.intro')}</p>
      <p role="status" aria-live="polite" className="customiser-notice">
        {notice}
      </p>

      <div ref={formArea}>
        <Form form={form} onSubmit={save} className="customiser" aria-labelledby={`${ids}-form`}>
          <h2 id={`${ids}-form`} className="visually-hidden">
            {t('fontCustomisations.title', { family: familyTitle })}
          </h2>
          <div className="customiser__preview">
            <TextField
              label={t('fontCustomisations.previewText')}
              value={previewText}
              maxLength={200}
              onChange={setPreviewText}
            />
            <figure className="customiser__figure">
              <figcaption className="visually-hidden">{t('fontCustomisations.preview')}</figcaption>
              <p
                className="customiser__sample"
                data-testid="customiser-preview"
                style={{
                  fontFamily: `"${faceFamily}", system-ui, sans-serif`,
                  fontStyle: font.italic ? 'italic' : 'normal',
                  fontVariationSettings: fontVariationSettings(shown),
                }}
              >
                {previewText}
              </p>
            </figure>
          </div>

          {fonts.length > 1 ? (
            <RadioGroup
              label={t('fontCustomisations.style')}
              options={fonts.map((candidate) => ({ id: candidate.id, label: candidate.title }))}
              value={font.id}
              onChange={chooseFont}
            />
          ) : null}

          <fieldset className="customiser__axes">
            <legend>{t('fontCustomisations.axes')}</legend>
            {axes.map((axis) => (
              <AxisSlider
                key={`${font.id}-${axis.tag}`}
                axis={axis}
                value={shown[axis.tag] as number}
                onChange={(value) => setPosition({ ...shown, [axis.tag]: value })}
              />
            ))}
          </fieldset>

          {font.instances.length > 0 ? (
            <fieldset className="customiser__instances">
              <legend>{t('fontCustomisations.instances')}</legend>
              <p>{t('fontCustomisations.instancesHint')}</p>
              <div className="customiser__instance-list">
                {font.instances.map((instance) => (
                  <button
                    key={instance.id}
                    type="button"
                    className="button customiser__instance"
                    onClick={() => setPosition(fitPosition(positionOf(instance.coordinates), axes))}
                  >
                    {instance.name}
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}

          <FormTextField<FontCustomisationValues>
            name="title"
            label={t('fontCustomisations.name')}
            maxLength={FONT_CUSTOMISATION_TITLE_MAX_LENGTH + 20}
            description={t('fontCustomisations.nameHint', {
              max: FONT_CUSTOMISATION_TITLE_MAX_LENGTH,
              family: familyTitle,
            })}
            isRequired
          />
          <div className="ui-form__actions">
            <FormSubmit>
              {editingId ? t('fontCustomisations.saveChanges') : t('fontCustomisations.save')}
            </FormSubmit>
            {editingId ? (
              <Button variant="secondary" onPress={stopEditing}>
                {t('fontCustomisations.cancelEdit')}
              </Button>
            ) : null}
          </div>
        </Form>
      </div>

      <SavedCustomisations
        customisations={saved}
        fonts={fonts}
        editingId={editingId}
        downloadingId={download.busyId}
        onEdit={startEditing}
        onDelete={(customisation) => void remove(customisation)}
        onDownload={(customisation) => void download.start(customisation.id)}
      />
      <p>
        <a href={accountHref('fonts')}>{t('fontCustomisations.toMyFonts')}</a>
      </p>
    </>
  );
}
