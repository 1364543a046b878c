import { holidayNotices } from '@foundry/db';
import { calendarDate } from '@foundry/domain/static-pages/holiday-notice';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const HOLIDAY_NOTICE = /* GraphQL */ `
  query HolidayNotice {
    readHolidayNotice { id notice start end }
  }
`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The studio's calendar date `days` from now (negative: in the past). */
const day = (days: number) => calendarDate(new Date(Date.now() + days * DAY_MS));

describe('holiday notice', () => {
  let app: TestApp;
  const read = async () => {
    const { body } = await app.graphql<{
      readHolidayNotice: { id: string; notice: string; start: string; end: string } | null;
    }>(HOLIDAY_NOTICE);
    expect(body.errors).toBeUndefined();
    return body.data?.readHolidayNotice;
  };
  const insert = (notice: string, start: string, end: string) =>
    app.database.db
      .insert(holidayNotices)
      .values({ notice, start, end })
      .returning({ id: holidayNotices.id });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    await app.database.db.delete(holidayNotices);
  });
  afterAll(() => app.close());

  it('shows no notice on a fresh shop', async () => {
    expect(await read()).toBeNull();
  });

  it('shows no notice that has ended or not begun', async () => {
    await insert('Over already', day(-10), day(-1));
    await insert('Not yet', day(1), day(5));
    expect(await read()).toBeNull();
  });

  it('shows the notice whose days include today, with its dates', async () => {
    await insert('Over already', day(-10), day(-1));
    const [row] = await insert('The studio is closed; orders ship on Monday.', day(-2), day(3));
    expect(await read()).toEqual({
      id: String(row?.id),
      notice: 'The studio is closed; orders ship on Monday.',
      start: day(-2),
      end: day(3),
    });
  });

  it('includes the first and the last day', async () => {
    await insert('Starts today', day(0), day(4));
    expect((await read())?.notice).toBe('Starts today');
    await app.database.db.delete(holidayNotices);
    await insert('Ends today', day(-4), day(0));
    expect((await read())?.notice).toBe('Ends today');
  });

  it('prefers the notice that started last when two overlap', async () => {
    await insert('Winter holiday', day(-5), day(10));
    await insert('Closed today for stocktaking', day(0), day(0));
    expect((await read())?.notice).toBe('Closed today for stocktaking');
  });
});
