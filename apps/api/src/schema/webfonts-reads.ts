import { WEBFONTS_PROJECT_TYPES } from '@foundry/domain/webfonts/webfonts-status';
import {
  type AvailableFamily,
  type AvailableFontInfo,
  readAvailableFamilies,
  readAvailableFontInfo,
} from '../services/webfonts/read-available-fonts.ts';
import {
  readWebfontsStats,
  type WebfontsProjectStats,
  type WebfontsStatsItem,
} from '../services/webfonts/read-webfonts-stats.ts';
import { builder } from './builder.ts';
import { MoneyRef } from './money.ts';
import { serviceDepsOf } from './service-deps-of.ts';
import { StyleRef } from './style.ts';
import { VariableFontRef } from './variable-font.ts';
import { WebfontsProjectTypeRef } from './webfonts.ts';

export const WebfontsAvailableFamilyRef = builder
  .objectRef<AvailableFamily>('WebfontsAvailableFamily')
  .implement({
    description: 'A family a project may use, with the styles and variable fonts it may use of it.',
    fields: (t) => ({
      id: t.id({ resolve: (entry) => entry.family.id }),
      title: t.string({ resolve: (entry) => entry.family.title }),
      url: t.string({ resolve: (entry) => entry.family.url }),
      styles: t.field({ type: [StyleRef], resolve: (entry) => entry.styles }),
      variableFonts: t.field({ type: [VariableFontRef], resolve: (entry) => entry.variableFonts }),
    }),
  });

export const WebfontsCharacterSetRef = builder
  .objectRef<AvailableFontInfo['characterSets'][number]>('WebfontsCharacterSet')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id', {
        description: 'latin, latin-ext, vietnamese, greek, greek-ext, cyrillic, cyrillic-ext.',
      }),
      title: t.exposeString('title'),
      count: t.exposeInt('count', { description: 'The font’s characters in the set.' }),
    }),
  });

export const WebfontsAvailableFontInfoRef = builder
  .objectRef<AvailableFontInfo>('WebfontsAvailableFontInfo')
  .implement({
    fields: (t) => ({
      otfFeatures: t.exposeStringList('otfFeatures', { description: 'OpenType feature tags of the family.' }),
      characterSets: t.field({ type: [WebfontsCharacterSetRef], resolve: (info) => info.characterSets }),
      fontWeight: t.exposeString('fontWeight'),
      fontStyle: t.exposeString('fontStyle'),
    }),
  });

export const WebfontsStatsItemRef = builder.objectRef<WebfontsStatsItem>('WebfontsStatsItem').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM.' }),
    freePageViews: t.exposeInt('freePageViews', { description: 'Page views within the free allowance.' }),
    pageViews: t.exposeInt('pageViews', { description: 'All page views (free ones included).' }),
    cost: t.field({ type: MoneyRef, resolve: (item) => item.cost }),
    projectsCount: t.exposeInt('projectsCount', { description: 'Projects with page views in the month.' }),
  }),
});

export const WebfontsProjectStatsRef = builder
  .objectRef<WebfontsProjectStats>('WebfontsProjectStats')
  .implement({
    fields: (t) => ({
      firstMonth: t.string({
        nullable: true,
        description: 'YYYY-MM of the first page views counted; null when none were.',
        resolve: (stats) => stats.firstMonth,
      }),
      downloadCsv: t.exposeString('downloadCsv', { description: 'The items as CSV, a data: URL.' }),
      items: t.field({ type: [WebfontsStatsItemRef], resolve: (stats) => stats.items }),
    }),
  });

builder.queryField('readWebfontsProjectAvailableFamilies', (t) =>
  t.field({
    type: [WebfontsAvailableFamilyRef],
    description:
      'The families a project of the type may use: every published family (regular), or the styles the user bought under a web licence (self_hosting). Codes: 1 without a session; 103 on `id` when projectID is not theirs.',
    args: {
      projectID: t.arg.id(),
      projectType: t.arg({ type: WebfontsProjectTypeRef, required: true }),
    },
    resolve: (_root, args, context) =>
      readAvailableFamilies(
        {
          projectID: args.projectID,
          projectType: WEBFONTS_PROJECT_TYPES.find((type) => type === args.projectType) ?? 'regular',
        },
        serviceDepsOf(context),
      ),
  }),
);

builder.queryField('readWebfontsProjectAvailableFontInfo', (t) =>
  t.field({
    type: WebfontsAvailableFontInfoRef,
    description:
      'What a style or variable font offers a project: OpenType features, character sets with counts, CSS weight and style. Codes: 1 without a session; 103 unless exactly one known id is given.',
    args: { styleID: t.arg.id(), variableFontID: t.arg.id() },
    resolve: (_root, args, context) => readAvailableFontInfo(args, serviceDepsOf(context)),
  }),
);

builder.queryField('readWebfontsProjectStats', (t) =>
  t.field({
    type: WebfontsProjectStatsRef,
    description:
      'Page views, free page views, cost and projects per month of one of the user’s projects, or of all of them (id null). dateFrom/dateTo: YYYY-MM (or a date in the month); default the last twelve months. Codes: 1 without a session; 103 on `id` for a project that is not theirs.',
    args: { id: t.arg.id(), dateFrom: t.arg.string(), dateTo: t.arg.string() },
    resolve: (_root, args, context) => readWebfontsStats(args, serviceDepsOf(context)),
  }),
);
