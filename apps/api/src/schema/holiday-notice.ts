import type { HolidayNoticeRow } from '../repositories/holiday-notice-repository.ts';
import { readHolidayNotice } from '../services/holiday-notice/read-holiday-notice.ts';
import { builder } from './builder.ts';

export const HolidayNoticeRef = builder.objectRef<HolidayNoticeRow>('HolidayNotice').implement({
  description: 'A notice shown across the site for a few days, e.g. a pause in shipping.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'A dismissed notice stays dismissed by this id.' }),
    notice: t.exposeString('notice'),
    start: t.exposeString('start', { description: 'YYYY-MM-DD, the first day shown.' }),
    end: t.exposeString('end', { description: 'YYYY-MM-DD, the last day shown.' }),
  }),
});

builder.queryField('readHolidayNotice', (t) =>
  t.field({
    type: HolidayNoticeRef,
    nullable: true,
    description: "The notice whose start ≤ today ≤ end (the studio's date, Europe/Prague), or null.",
    resolve: (_root, _args, context) => readHolidayNotice(context.repositories.holidayNotices),
  }),
);
