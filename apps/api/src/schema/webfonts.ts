import { availableProjectTypes } from '@foundry/domain/webfonts/webfonts-availability';
import { cssDefinitionOf } from '@foundry/domain/webfonts/webfonts-css';
import {
  canDeleteProject,
  GENERATION_STATUSES,
  isGenerating,
  WEBFONTS_PROJECT_STATUSES,
  WEBFONTS_PROJECT_TYPES,
} from '@foundry/domain/webfonts/webfonts-status';
import type {
  WebfontsProjectEmailRow,
  WebfontsProjectFontRow,
} from '../repositories/webfonts-project-rows.ts';
import { ownAccount } from '../services/accounts/own-account.ts';
import { paymentUrlOf } from '../services/orders/order-urls.ts';
import { createWebfontsProject } from '../services/webfonts/create-webfonts-project.ts';
import { deleteWebfontsProject } from '../services/webfonts/delete-webfonts-project.ts';
import {
  readOwnWebfontsProjects,
  readWebfontsProjects,
} from '../services/webfonts/read-webfonts-projects.ts';
import { updateWebfontsProject } from '../services/webfonts/update-webfonts-project.ts';
import { updateWebfontsProjectStatus } from '../services/webfonts/update-webfonts-project-status.ts';
import { readWebLicensedFamilies } from '../services/webfonts/webfonts-availability.ts';
import { kitCssUrl } from '../services/webfonts/webfonts-kit-address.ts';
import type { WebfontsProjectNode } from '../services/webfonts/webfonts-project-node.ts';
import { fontValuesOf } from './args/webfonts-font-values.ts';
import { builder } from './builder.ts';
import { MoneyRef } from './money.ts';
import { pageOf } from './paging.ts';
import { serviceDepsOf } from './service-deps-of.ts';
import { UserRef } from './user.ts';
import { VariableFontAxisRef } from './variable-font.ts';

export const WebfontsProjectStatusRef = builder.enumType('WebfontsProjectStatus', {
  description:
    'ACTIVE: served. PAUSED: paused by the user. PAUSED_BY_BUDGET: the month’s budget is spent. PAUSED_NOT_PAID: a bill is unpaid. DELETED: gone (never listed).',
  values: WEBFONTS_PROJECT_STATUSES,
});

export const WebfontsProjectTypeRef = builder.enumType('WebfontsProjectType', {
  description:
    'regular: a hosted CSS kit, paid per page view; self_hosting: a ZIP for the customer’s own server.',
  values: WEBFONTS_PROJECT_TYPES,
});

export const GenerationStatusRef = builder.enumType('GenerationStatus', {
  description: 'The making of a project’s files: Pending, then Generating, then Completed or Failed.',
  values: GENERATION_STATUSES,
});

export const WebfontsProjectEmailRef = builder
  .objectRef<WebfontsProjectEmailRow>('WebfontsProjectEmail')
  .implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      status: t.exposeString('status', { description: 'INVITED or CONFIRMED.' }),
    }),
  });

export const WebfontsMonthPageViewsRef = builder
  .objectRef<{ month: string; pageViews: number }>('WebfontsMonthPageViews')
  .implement({
    fields: (t) => ({
      month: t.exposeString('month', { description: 'YYYY-MM.' }),
      pageViews: t.exposeInt('pageViews'),
    }),
  });

export const WebfontsProjectFontRef = builder
  .interfaceRef<WebfontsProjectFontRow>('WebfontsProjectFont')
  .implement({
    description: 'One font of a project: a static style or a variable font, with its CSS settings.',
    resolveType: (font) =>
      font.styleId !== null ? 'WebfontsProjectStaticFont' : 'WebfontsProjectVariableFont',
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title', { description: 'The style’s or variable font’s title.' }),
      familyTitle: t.exposeString('familyTitle'),
      cssFamilyName: t.exposeString('cssFamilyName', {
        description: 'The font-family name the CSS declares.',
      }),
      cssDefinition: t.string({
        description: 'The declaration that selects the font: font-family, font-weight and font-style.',
        resolve: (font) => cssDefinitionOf(font),
      }),
      fontWeight: t.exposeString('fontWeight', { description: "'700', or '100 900' for a variable font." }),
      fontStyle: t.exposeString('fontStyle', { description: 'normal or italic.' }),
      fontDisplay: t.exposeString('fontDisplay', { description: 'auto, block, swap, fallback or optional.' }),
      otfFeatures: t.exposeStringList('otfFeatures', { description: 'OpenType feature tags switched on.' }),
      characterSets: t.exposeStringList('characterSets', {
        description: 'Character set ids (latin, cyrillic, …).',
      }),
      customChars: t.exposeString('customChars', { description: 'Extra characters the font is cut with.' }),
    }),
  });

builder.objectRef<WebfontsProjectFontRow>('WebfontsProjectStaticFont').implement({
  interfaces: [WebfontsProjectFontRef],
  isTypeOf: (font) => (font as WebfontsProjectFontRow).styleId !== null,
  fields: (t) => ({
    styleID: t.id({ resolve: (font) => font.styleId ?? 0 }),
  }),
});

builder.objectRef<WebfontsProjectFontRow>('WebfontsProjectVariableFont').implement({
  interfaces: [WebfontsProjectFontRef],
  isTypeOf: (font) => (font as WebfontsProjectFontRow).variableFontId !== null,
  fields: (t) => ({
    variableFontID: t.id({ resolve: (font) => font.variableFontId ?? 0 }),
    axes: t.field({
      type: [VariableFontAxisRef],
      resolve: (font, _args, context) => context.loaders.axesByVariableFont.load(font.variableFontId ?? 0),
    }),
  }),
});

export const WebfontsProjectRef = builder.objectRef<WebfontsProjectNode>('WebfontsProject').implement({
  description: 'A web font project of the signed-in user.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    type: t.field({ type: WebfontsProjectTypeRef, resolve: (project) => project.type }),
    status: t.field({ type: WebfontsProjectStatusRef, resolve: (project) => project.status }),
    licenseKey: t.exposeString('licenseKey', { description: 'The public key in the CSS kit’s URL.' }),
    updated: t.string({
      description:
        'ISO date-time of the last change (the contract’s DateTime: this schema has no such scalar).',
      resolve: (project) => project.updatedAt.toISOString(),
    }),
    paymentUrl: t.string({
      nullable: true,
      description: 'The payment page of the project’s unpaid month, while there is one.',
      resolve: (project, _args, context) =>
        project.unpaidOrder ? paymentUrlOf(project.unpaidOrder, context.config) : null,
    }),
    budget: t.field({
      type: MoneyRef,
      nullable: true,
      description: 'The monthly spending cap of a hosted project; null: none.',
      resolve: (project) =>
        project.budget === null ? null : { amount: project.budget, currency: project.currency },
    }),
    domains: t.stringList({ resolve: (project) => project.domains }),
    billingEmails: t.field({ type: [WebfontsProjectEmailRef], resolve: (project) => project.billingEmails }),
    editingEmails: t.field({ type: [WebfontsProjectEmailRef], resolve: (project) => project.editingEmails }),
    generating: t.boolean({
      description: 'The files are being made (Pending or Generating): re-read every 5 s.',
      resolve: (project) => isGenerating(project.generation),
    }),
    generation: t.field({ type: GenerationStatusRef, resolve: (project) => project.generation }),
    cssUrl: t.string({
      nullable: true,
      description: 'The hosted kit’s style sheet (regular projects, once generated).',
      resolve: (project, _args, context) =>
        project.type === 'regular' && project.cssKey
          ? kitCssUrl(context.config.apiUrl, project.licenseKey)
          : null,
    }),
    downloadUrl: t.string({
      nullable: true,
      description: 'The self-hosting ZIP (fonts, CSS, README), once generated.',
      resolve: (project, _args, context) =>
        project.type === 'self_hosting' && project.downloadKey
          ? context.storage.url(project.downloadKey)
          : null,
    }),
    lastMonthStats: t.field({
      type: WebfontsMonthPageViewsRef,
      nullable: true,
      description: 'A hosted project’s page views of the last complete month.',
      resolve: (project) => project.lastMonthStats,
    }),
    canDelete: t.boolean({ resolve: (project) => canDeleteProject(project.status) }),
    fonts: t.field({ type: [WebfontsProjectFontRef], resolve: (project) => project.fonts }),
  }),
});

export const WebfontsProjectPageRef = pageOf('WebfontsProjectPage', WebfontsProjectRef);

export const WebfontsProjectFontInputRef = builder.inputType('WebfontsProjectFontInput', {
  description: 'A font of a project: exactly one of styleID and variableFontID.',
  fields: (t) => ({
    styleID: t.id(),
    variableFontID: t.id(),
    fontDisplay: t.string({ description: 'auto, block, swap (the default), fallback or optional.' }),
    otfFeatures: t.stringList({ description: 'OpenType feature tags to switch on (ss01, tnum, …).' }),
    characterSets: t.stringList({ description: 'Character set ids; default latin.' }),
    customChars: t.string({ description: 'Extra characters to include.' }),
  }),
});

builder.queryField('readWebfontsProjects', (t) =>
  t.field({
    type: WebfontsProjectPageRef,
    description:
      "The signed-in user's projects (never DELETED ones), most recently changed first; with id only that one (the detail page asks with pageSize 1). Codes: 1 without a session; 103 on `id` for a project that is not theirs.",
    args: {
      id: t.arg.id(),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12, at most 100.' }),
    },
    resolve: (_root, args, context) => readOwnWebfontsProjects(args, serviceDepsOf(context)),
  }),
);

builder.mutationField('createWebfontsProject', (t) =>
  t.field({
    type: WebfontsProjectRef,
    description:
      'A new ACTIVE project; its files are generated in the background (generating). A regular project needs a domain; a self-hosting one only fonts the user bought under a web licence. Codes: 1 without a session; 103 with the problems by field.',
    args: {
      title: t.arg.string({ required: true }),
      type: t.arg({ type: WebfontsProjectTypeRef, required: true }),
      budget: t.arg.int({ description: 'Monthly cap in minor units (regular projects); null: none.' }),
      domains: t.arg.stringList({
        description: 'Host names: example.com (no scheme or path); localhost for testing.',
      }),
      billingEmails: t.arg.stringList(),
      editingEmails: t.arg.stringList(),
      fonts: t.arg({ type: [WebfontsProjectFontInputRef], required: true }),
    },
    resolve: (_root, args, context) =>
      createWebfontsProject({ ...args, fonts: fontValuesOf(args.fonts) }, serviceDepsOf(context)),
  }),
);

builder.mutationField('updateWebfontsProject', (t) =>
  t.field({
    type: WebfontsProjectRef,
    description:
      'Changes one of the user’s projects; lists given replace the stored ones, arguments left out stay. New fonts make the files again. Codes: 1 without a session; 103 by field (on `id` for a project that is not theirs).',
    args: {
      id: t.arg.id({ required: true }),
      title: t.arg.string(),
      budget: t.arg.int({ description: 'Monthly cap in minor units; null removes the cap.' }),
      domains: t.arg.stringList(),
      billingEmails: t.arg.stringList(),
      editingEmails: t.arg.stringList(),
      fonts: t.arg({ type: [WebfontsProjectFontInputRef] }),
    },
    resolve: (_root, args, context) =>
      updateWebfontsProject({ ...args, fonts: fontValuesOf(args.fonts) }, serviceDepsOf(context)),
  }),
);

builder.mutationField('deleteWebfontsProject', (t) =>
  t.boolean({
    description:
      'Deletes one of the user’s projects (canDelete). Codes: 1 without a session; 103 on `id` for a project that is not theirs or cannot be deleted.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteWebfontsProject(args, serviceDepsOf(context)),
  }),
);

builder.mutationField('updateWebfontsProjectStatus', (t) =>
  t.field({
    type: WebfontsProjectRef,
    description:
      'Pauses (PAUSED) or resumes (ACTIVE) one of the user’s projects; a budget pause resumes once the budget allows more page views. Codes: 1 without a session; 103 on `status` for a change not allowed, on `id` for a project that is not theirs.',
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: WebfontsProjectStatusRef, required: true }),
    },
    resolve: (_root, args, context) => updateWebfontsProjectStatus(args, serviceDepsOf(context)),
  }),
);

builder.objectField(UserRef, 'myWebfonts', (t) =>
  t.field({
    type: WebfontsProjectPageRef,
    description: "The user's web font projects (as readWebfontsProjects). Code 1 for another account.",
    args: {
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12, at most 100.' }),
    },
    resolve: (user, args, context) =>
      readWebfontsProjects(args, ownAccount(user, context.user).id, serviceDepsOf(context)),
  }),
);

builder.objectField(UserRef, 'availableWebfontsProjectTypes', (t) =>
  t.field({
    type: [WebfontsProjectTypeRef],
    description:
      'regular always; self_hosting once the user owns a family under a web (or corporate) licence.',
    resolve: async (user, _args, context) => {
      const owner = ownAccount(user, context.user);
      return availableProjectTypes((await readWebLicensedFamilies(context.repositories, owner.id)).size > 0);
    },
  }),
);
