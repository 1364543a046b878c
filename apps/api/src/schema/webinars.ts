import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import { readWebinars } from '../services/webinars/read-webinars.ts';
import type { WebinarNode } from '../services/webinars/webinar-node.ts';
import { builder } from './builder.ts';
import { pageOf } from './paging.ts';

export const WebinarRef = builder.objectRef<WebinarNode>('Webinar').implement({
  description: 'A club webinar: live online, later as a recording.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    subTitle: t.exposeString('subTitle', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    date: t.string({
      description: 'When it starts, ISO 8601 in UTC.',
      resolve: (webinar) => webinar.startsAt.toISOString(),
    }),
    duration: t.exposeInt('durationMinutes', { description: 'Length in minutes.' }),
    live: t.exposeBoolean('live', { description: 'On air now: from its date until date + duration.' }),
    past: t.exposeBoolean('past', { description: 'Over: from date + duration on.' }),
    link: t.exposeString('link', {
      nullable: true,
      description:
        'Where to join (or, once past, watch the recording): for club members only, null for anyone else.',
    }),
    iCal: t.exposeString('iCal', {
      description:
        'Absolute address of its calendar file (GET, text/calendar); the event carries the link for a club member’s session only.',
    }),
  }),
});

export const WebinarPageRef = pageOf('WebinarPage', WebinarRef);

builder.queryField('readWebinars', (t) =>
  t.field({
    type: WebinarPageRef,
    description:
      'The club’s webinars: upcoming and live ones first (soonest first), then past ones (latest first). Code 1 without a session.',
    args: {
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: `Default and at most ${PAGE_SIZE.webinars}.` }),
    },
    resolve: (_root, args, context) =>
      readWebinars(args, context.user, { repositories: context.repositories, apiUrl: context.config.apiUrl }),
  }),
);
