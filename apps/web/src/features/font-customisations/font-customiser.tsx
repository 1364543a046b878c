'use client';

import { customisationTitleProblem, FONT_CUSTOMISATION_TITLE_MAX_LENGTH } from '@foundry/domain';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { fontFaceCss, type SubsetFontFile, subsetFontFaceSources } from '../../lib/fonts/font-face-css.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
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
import './font-customiser.css';

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
  const { t, i18n } = useTranslation();
  const client = useClient();
  const { loggedIn } = useAuth();
  const ids = useId();
  const titleInput = useRef<HTMLInputElement>(null);
  const [params, reloadParams] = useQuery({ query: ReadCustomiserQuery, variables: { familyID: familyId } });
  const [mine, reloadMine] = useQuery({
    query: ReadMyCustomisationsQuery,
    variables: { familyID: familyId },
    pause: !loggedIn,
    requestPolicy: 'cache-and-network',
  });
  const [chosenFontId, setChosenFontId] = useState<string | null>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    setTitle(customisation.title);
    setEditingId(customisation.id);
    setTitleError(null);
    setFormError(null);
    setNotice(t('fontCustomisations.editing', { title: customisation.title }));
    titleInput.current?.focus();
  };

  const stopEditing = () => {
    setEditingId(null);
    setTitle('');
    setTitleError(null);
    setFormError(null);
    setNotice(null);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const problem = customisationTitleProblem(title);
    setTitleError(problem);
    if (problem) {
      titleInput.current?.focus();
      return;
    }
    setBusy(true);
    const variables = {
      familyID: customiser.family.id,
      variableFontID: font.id,
      title: title.trim(),
      axes: axesInput(shown, axes),
    };
    const result = editingId
      ? await client.mutation(UpdateFontCustomisationMutation, { ...variables, id: editingId }).toPromise()
      : await client.mutation(CreateFontCustomisationMutation, variables).toPromise();
    setBusy(false);
    if (result.error) {
      const failure = failureOfOperation(result.error);
      const fields = (result.error.graphQLErrors[0]?.extensions?.fields ?? {}) as Record<string, string>;
      if (failure.kind === 'graphql' && (failure.code === EXISTS || fields.title)) {
        setTitleError(fields.title ?? i18n.t(failure.messageKey));
        titleInput.current?.focus();
      }
      const others = Object.entries(fields).filter(([field]) => field !== 'title');
      if (others.length > 0) setFormError(others.map(([, message]) => message).join(' '));
      else if (!(failure.kind === 'graphql' && (failure.code === EXISTS || fields.title)))
        setFormError(
          failure.kind === 'graphql' && failure.message ? failure.message : i18n.t(failure.messageKey),
        );
      return;
    }
    setNotice(
      t(editingId ? 'fontCustomisations.updated' : 'fontCustomisations.created', { title: variables.title }),
    );
    setEditingId(null);
    setTitle('');
    refetchMine();
  };

  const remove = async (customisation: SavedCustomisation) => {
    if (!window.confirm(t('fontCustomisations.deleteConfirm', { title: customisation.title }))) return;
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

  const titleErrorId = `${ids}-title-error`;
  return (
    <>
      <CustomiserFontFace family={faceFamily} file={font} italic={font.italic} />
      <h1>{t('fontCustomisations.title', { family: familyTitle })}</h1>
      <p>{t('fontCustomisations.intro')}</p>
      <p role="status" aria-live="polite" className="customiser-notice">
        {notice}
      </p>

      <form
        className="customiser"
        onSubmit={(event) => void save(event)}
        noValidate
        aria-labelledby={`${ids}-form`}
      >
        <h2 id={`${ids}-form`} className="visually-hidden">
          {t('fontCustomisations.title', { family: familyTitle })}
        </h2>
        <div className="customiser__preview">
          <label htmlFor={`${ids}-preview-text`}>{t('fontCustomisations.previewText')}</label>
          <input
            id={`${ids}-preview-text`}
            value={previewText}
            maxLength={200}
            onChange={(event) => setPreviewText(event.currentTarget.value)}
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
          <fieldset className="customiser__fonts">
            <legend>{t('fontCustomisations.style')}</legend>
            {fonts.map((candidate) => (
              <label key={candidate.id}>
                <input
                  type="radio"
                  name="variableFont"
                  value={candidate.id}
                  checked={candidate.id === font.id}
                  onChange={() => chooseFont(candidate.id)}
                />{' '}
                {candidate.title}
              </label>
            ))}
          </fieldset>
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

        <div className="account-field">
          <label htmlFor={`${ids}-title`}>{t('fontCustomisations.name')}</label>
          <input
            id={`${ids}-title`}
            ref={titleInput}
            name="title"
            value={title}
            maxLength={FONT_CUSTOMISATION_TITLE_MAX_LENGTH + 20}
            required
            aria-invalid={titleError ? true : undefined}
            aria-describedby={`${ids}-title-hint${titleError ? ` ${titleErrorId}` : ''}`}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setTitleError(null);
            }}
          />
          <span id={`${ids}-title-hint`} className="field-hint">
            {t('fontCustomisations.nameHint', {
              max: FONT_CUSTOMISATION_TITLE_MAX_LENGTH,
              family: familyTitle,
            })}
          </span>
          {titleError ? (
            <span id={titleErrorId} className="field-error" role="alert">
              {titleError}
            </span>
          ) : null}
        </div>
        {formError ? (
          <p role="alert" className="field-error">
            {formError}
          </p>
        ) : null}
        <div className="account-actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy
              ? t('fontCustomisations.saving')
              : editingId
                ? t('fontCustomisations.saveChanges')
                : t('fontCustomisations.save')}
          </button>
          {editingId ? (
            <button type="button" className="button" onClick={stopEditing}>
              {t('fontCustomisations.cancelEdit')}
            </button>
          ) : null}
        </div>
      </form>

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
