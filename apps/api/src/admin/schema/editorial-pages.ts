import type { AdminHelpItemRow, AdminStaticPageRow } from '../../repositories/admin/admin-page-repository.ts';
import { saveHelpItem } from '../../services/admin-editorial/save-help-item.ts';
import { changeStaticPageStatus, saveStaticPage } from '../../services/admin-editorial/save-static-page.ts';
import { requireStaff } from '../../services/staff/require-staff.ts';
import { adminBuilder } from '../builder.ts';
import { blockInputs, EditorialBlockInputRef, EditorialBlockRef } from './editorial-blocks.ts';

const AdminStaticPageRef = adminBuilder.objectRef<AdminStaticPageRow>('AdminStaticPage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    kind: t.exposeString('kind'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    status: t.exposeString('status'),
    updatedAt: t.string({ resolve: (page) => page.updatedAt.toISOString() }),
    blocks: t.field({ type: [EditorialBlockRef], resolve: (page) => page.blocks }),
  }),
});

const AdminHelpItemRef = adminBuilder.objectRef<AdminHelpItemRow>('AdminHelpItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    parentId: t.exposeID('parentId', { nullable: true }),
    url: t.exposeString('url'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    sort: t.exposeInt('sort'),
  }),
});

const StaticPageInputRef = adminBuilder.inputType('StaticPageInput', {
  fields: (t) => ({
    url: t.string({ required: true, description: 'Its address without the slash: terms.' }),
    kind: t.string({ required: true, description: 'about, generic, press or team.' }),
    title: t.string({ required: true }),
    description: t.string(),
    blocks: t.field({ type: [EditorialBlockInputRef], required: true }),
  }),
});

adminBuilder.queryFields((t) => ({
  adminStaticPages: t.field({
    type: [AdminStaticPageRef],
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'editorial.read');
      return ctx.deps.admin.pages.listPages();
    },
  }),
  adminHelpItems: t.field({
    type: [AdminHelpItemRef],
    description: 'Sections and articles, by their order.',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'editorial.read');
      return ctx.deps.admin.pages.listHelp();
    },
  }),
}));

adminBuilder.mutationFields((t) => ({
  saveStaticPage: t.field({
    type: AdminStaticPageRef,
    description: 'Without id: a new draft page. With id: saves that page, keeping its status.',
    args: { id: t.arg.id(), input: t.arg({ type: StaticPageInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      saveStaticPage(
        {
          ...input,
          id: id ? Number(id) || 0 : null,
          description: input.description ?? null,
          blocks: blockInputs(input.blocks),
        },
        ctx.deps,
      ),
  }),
  publishStaticPage: t.field({
    type: AdminStaticPageRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      changeStaticPageStatus({ id: Number(args.id) || 0, publish: true }, ctx.deps),
  }),
  unpublishStaticPage: t.field({
    type: AdminStaticPageRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      changeStaticPageStatus({ id: Number(args.id) || 0, publish: false }, ctx.deps),
  }),
  saveHelpItem: t.field({
    type: AdminHelpItemRef,
    args: {
      id: t.arg.id(),
      parentId: t.arg.id({ description: 'The section of an article; none for a section.' }),
      url: t.arg.string({ required: true }),
      title: t.arg.string({ required: true }),
      body: t.arg.string({ required: true, description: 'Markdown.' }),
      sort: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      saveHelpItem(
        {
          id: args.id ? Number(args.id) || 0 : null,
          parentId: args.parentId ? Number(args.parentId) || 0 : null,
          url: args.url,
          title: args.title,
          body: args.body,
          sort: args.sort,
        },
        ctx.deps,
      ),
  }),
}));
