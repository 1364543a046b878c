import { families } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createAccountTestApp, fieldsOf, sender, signUp } from './account-helpers.ts';
import { insertPaidOrder } from './fixtures/paid-order.ts';
import type { TestApp } from './harness.ts';

const FIELDS = 'id title familyID variableFontID axesData { tag value }';
const CREATE = `mutation ($familyID: ID!, $variableFontID: ID!, $title: String!, $axes: [AxisValueInput!]!) {
  createFontCustomisation(familyID: $familyID, variableFontID: $variableFontID, title: $title, axes: $axes) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $familyID: ID!, $variableFontID: ID!, $title: String!, $axes: [AxisValueInput!]!) {
  updateFontCustomisation(id: $id, familyID: $familyID, variableFontID: $variableFontID, title: $title, axes: $axes) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteFontCustomisation(id: $id) { id title } }`;
const PARAMS = `query ($id: ID!) { readFontCustomisationParams(familyID: $id) {
  variableFonts { id italic axes { tag min max default } } } }`;

interface Customisation {
  id: string;
  title: string;
  familyID: string;
  variableFontID: string;
  axesData: { tag: string; value: number }[];
}
interface Font {
  id: string;
  italic: boolean;
  axes: { tag: string; min: number; max: number; default: number }[];
}

describe('font customisations (create, update, delete)', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let owner: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  let interId: string;
  let vollkornId: string;
  let upright: Font;
  let italic: Font;

  const position = (font: Font, values: Record<string, number>) =>
    font.axes.map((axis) => ({ tag: axis.tag, value: values[axis.tag] ?? axis.default }));

  const create = (variables: Record<string, unknown>, cookie = owner.cookie) =>
    send<{ createFontCustomisation: Customisation }>(
      CREATE,
      { familyID: interId, variableFontID: upright.id, ...variables },
      cookie,
    );

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    owner = await signUp(app, 'owner@example.com');
    other = await signUp(app, 'other@example.com');
    const db = app.database.db;
    const rows = await db.select({ id: families.id, url: families.url }).from(families);
    interId = String(rows.find((row) => row.url === 'inter')?.id);
    vollkornId = String(rows.find((row) => row.url === 'vollkorn')?.id);
    await insertPaidOrder(db, { userId: Number(owner.id), families: [{ familyUrl: 'inter' }] });
    // The other customer owns Inter too: a customisation of theirs must stay theirs.
    await insertPaidOrder(db, { userId: Number(other.id), families: [{ familyUrl: 'inter' }] });
    const params = await send<{ readFontCustomisationParams: { variableFonts: Font[] } }>(PARAMS, {
      id: interId,
    });
    const fonts = params.body.data?.readFontCustomisationParams.variableFonts ?? [];
    upright = fonts.find((font) => !font.italic) as Font;
    italic = fonts.find((font) => font.italic) as Font;
    expect(upright.axes.map((axis) => axis.tag).sort()).toEqual(['opsz', 'wght']);
  });
  afterAll(() => app.close());

  it('creates a customisation of a variable font of a family the user owns in full', async () => {
    const response = await create({
      title: '  Headline  ',
      axes: position(upright, { wght: 612, opsz: 28 }),
    });
    expect(response.body.errors).toBeUndefined();
    const saved = response.body.data?.createFontCustomisation as Customisation;
    expect(saved).toMatchObject({ title: 'Headline', familyID: interId, variableFontID: upright.id });
    expect(Object.fromEntries(saved.axesData.map((axis) => [axis.tag, axis.value]))).toEqual({
      wght: 612,
      opsz: 28,
    });
  });

  it('answers 480 for the same title of the same font (any case) and for the same position', async () => {
    const sameTitle = await create({ title: 'HEADLINE', axes: position(upright, { wght: 300 }) });
    expect(codeOf(sameTitle)).toBe(480);
    expect(fieldsOf(sameTitle)?.title).toBeTruthy();
    const samePosition = await create({ title: 'Poster', axes: position(upright, { opsz: 28, wght: 612 }) });
    expect(codeOf(samePosition)).toBe(480);
    // The italic is another variable font: the same title and position are free there.
    const onItalic = await create({
      variableFontID: italic.id,
      title: 'Headline',
      axes: position(italic, { wght: 612, opsz: 28 }),
    });
    expect(onItalic.body.errors).toBeUndefined();
  });

  it('refuses values outside an axis range, missing axes and a bad title, by field', async () => {
    const wght = upright.axes.find((axis) => axis.tag === 'wght') as Font['axes'][number];
    const outside = await create({ title: 'Too heavy', axes: position(upright, { wght: wght.max + 1 }) });
    expect(codeOf(outside)).toBe(103);
    expect(fieldsOf(outside)).toEqual({ 'axes.wght': `Choose a value from ${wght.min} to ${wght.max}.` });
    const atBounds = await create({ title: 'Thinnest', axes: position(upright, { wght: wght.min }) });
    expect(atBounds.body.errors).toBeUndefined();
    const missing = await create({ title: 'Half', axes: [{ tag: 'wght', value: 500 }] });
    expect(fieldsOf(missing)?.axes).toMatch(/every axis/);
    const badTitle = await create({ title: 'x'.repeat(61), axes: position(upright, { wght: 450 }) });
    expect(fieldsOf(badTitle)).toEqual({ title: 'At most 60 characters.' });
    const blank = await create({ title: '   ', axes: position(upright, { wght: 451 }) });
    expect(fieldsOf(blank)?.title).toBeTruthy();
  });

  it('refuses a family the user does not own, and a variable font of another family', async () => {
    const notOwned = await send(
      CREATE,
      {
        familyID: vollkornId,
        variableFontID: upright.id,
        title: 'Mine now',
        axes: position(upright, { wght: 500 }),
      },
      owner.cookie,
    );
    expect(codeOf(notOwned)).toBe(103);
    expect(fieldsOf(notOwned)).toHaveProperty('familyID');
    const stranger = await signUp(app, 'stranger@example.com');
    const refused = await create(
      { title: 'Mine now', axes: position(upright, { wght: 500 }) },
      stranger.cookie,
    );
    expect(codeOf(refused)).toBe(103);
    expect(fieldsOf(refused)).toHaveProperty('familyID');
    const wrongFont = await create({ variableFontID: '999999', title: 'Ghost', axes: position(upright, {}) });
    expect(fieldsOf(wrongFont)).toHaveProperty('variableFontID');
  });

  it('renames and moves a customisation, keeping it unique', async () => {
    const first = (await create({ title: 'Body', axes: position(upright, { wght: 420, opsz: 14 }) })).body
      .data?.createFontCustomisation as Customisation;
    await create({ title: 'Caption', axes: position(upright, { wght: 520, opsz: 14 }) });

    const kept = await send<{ updateFontCustomisation: Customisation }>(
      UPDATE,
      {
        id: first.id,
        familyID: interId,
        variableFontID: upright.id,
        title: 'body',
        axes: position(upright, { wght: 420, opsz: 14 }),
      },
      owner.cookie,
    );
    expect(kept.body.errors).toBeUndefined();
    expect(kept.body.data?.updateFontCustomisation.title).toBe('body');

    const moved = await send<{ updateFontCustomisation: Customisation }>(
      UPDATE,
      {
        id: first.id,
        familyID: interId,
        variableFontID: upright.id,
        title: 'Body text',
        axes: position(upright, { wght: 440, opsz: 16 }),
      },
      owner.cookie,
    );
    expect(moved.body.data?.updateFontCustomisation).toMatchObject({ id: first.id, title: 'Body text' });
    expect(moved.body.data?.updateFontCustomisation.axesData).toContainEqual({ tag: 'wght', value: 440 });

    const toTaken = await send(
      UPDATE,
      {
        id: first.id,
        familyID: interId,
        variableFontID: upright.id,
        title: 'caption',
        axes: position(upright, { wght: 441 }),
      },
      owner.cookie,
    );
    expect(codeOf(toTaken)).toBe(480);
    const toTakenPosition = await send(
      UPDATE,
      {
        id: first.id,
        familyID: interId,
        variableFontID: upright.id,
        title: 'Body',
        axes: position(upright, { wght: 520, opsz: 14 }),
      },
      owner.cookie,
    );
    expect(codeOf(toTakenPosition)).toBe(480);
  });

  it("treats another customer's customisation as not found, and leaves it alone", async () => {
    const theirs = (await create({ title: 'Theirs', axes: position(upright, { wght: 777 }) }, other.cookie))
      .body.data?.createFontCustomisation as Customisation;
    expect(theirs.id).toBeTruthy();
    const update = await send(
      UPDATE,
      {
        id: theirs.id,
        familyID: interId,
        variableFontID: upright.id,
        title: 'Stolen',
        axes: position(upright, { wght: 778 }),
      },
      owner.cookie,
    );
    expect(codeOf(update)).toBe(103);
    expect(fieldsOf(update)).toEqual({ id: 'Customisation not found.' });
    expect(JSON.stringify(update.body)).not.toContain('Theirs');
    const remove = await send(DELETE, { id: theirs.id }, owner.cookie);
    expect(fieldsOf(remove)).toEqual({ id: 'Customisation not found.' });
    // The same title is free for the owner: 480 only counts their own customisations.
    const same = await create({ title: 'Theirs', axes: position(upright, { wght: 777 }) });
    expect(same.body.errors).toBeUndefined();
    const stillThere = await send<{ deleteFontCustomisation: { id: string; title: string } }>(
      DELETE,
      { id: theirs.id },
      other.cookie,
    );
    expect(stillThere.body.data?.deleteFontCustomisation).toEqual({ id: theirs.id, title: 'Theirs' });
  });

  it('deletes the user’s own customisation once', async () => {
    const saved = (await create({ title: 'Short-lived', axes: position(upright, { wght: 333 }) })).body.data
      ?.createFontCustomisation as Customisation;
    const deleted = await send<{ deleteFontCustomisation: { id: string; title: string } }>(
      DELETE,
      { id: saved.id },
      owner.cookie,
    );
    expect(deleted.body.data?.deleteFontCustomisation).toEqual({ id: saved.id, title: 'Short-lived' });
    const again = await send(DELETE, { id: saved.id }, owner.cookie);
    expect(fieldsOf(again)).toEqual({ id: 'Customisation not found.' });
    // The title can be used again once deleted.
    expect(
      (await create({ title: 'Short-lived', axes: position(upright, { wght: 333 }) })).body.errors,
    ).toBeUndefined();
  });

  it('answers code 1 without a session', async () => {
    const args = {
      familyID: interId,
      variableFontID: upright.id,
      title: 'Anon',
      axes: position(upright, {}),
    };
    expect(codeOf(await send(CREATE, args))).toBe(1);
    expect(codeOf(await send(UPDATE, { ...args, id: '1' }))).toBe(1);
    expect(codeOf(await send(DELETE, { id: '1' }))).toBe(1);
  });
});
