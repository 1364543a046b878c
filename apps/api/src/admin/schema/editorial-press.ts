import type { AdminPressItemRow } from '../../repositories/admin/admin-press-repository.ts';
import { deletePressItem, savePressItem } from '../../services/admin-press/save-press-item.ts';
import { requireStaff } from '../../services/staff/require-staff.ts';
import { adminBuilder } from '../builder.ts';

const AdminPressItemRef = adminBuilder.objectRef<AdminPressItemRow>('AdminPressItem').implement({
  description: 'An article, interview or review about the foundry, as the press page lists it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    author: t.exposeString('author', { nullable: true }),
    year: t.exposeInt('year'),
    category: t.exposeString('category', { description: 'article, interview, review…' }),
    publicationName: t.exposeString('publicationName', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
    downloadUrl: t.exposeString('downloadUrl', { nullable: true }),
    languages: t.exposeStringList('languages'),
  }),
});

const PressItemInputRef = adminBuilder.inputType('PressItemInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    author: t.string(),
    year: t.int({ required: true }),
    category: t.string({ required: true, description: 'One lower-case word: article, interview, review…' }),
    publicationName: t.string(),
    url: t.string({ description: 'Where it can be read online (https://…).' }),
    downloadUrl: t.string({ description: 'A PDF of a printed piece (https://… or a path on this site).' }),
    languages: t.stringList({ required: true, description: 'Two-letter codes: en, de.' }),
  }),
});

adminBuilder.queryFields((t) => ({
  adminPressItems: t.field({
    type: [AdminPressItemRef],
    description: 'Every press item, newest year first (the press page shows them all).',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'editorial.read');
      return ctx.deps.admin.press.list();
    },
  }),
}));

adminBuilder.mutationFields((t) => ({
  savePressItem: t.field({
    type: AdminPressItemRef,
    description: 'Without id: a new press item, on the press page at once. With id: saves that item.',
    args: { id: t.arg.id(), input: t.arg({ type: PressItemInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      savePressItem(
        {
          id: id ? Number(id) || 0 : null,
          title: input.title,
          author: input.author ?? null,
          year: input.year,
          category: input.category,
          publicationName: input.publicationName ?? null,
          url: input.url ?? null,
          downloadUrl: input.downloadUrl ?? null,
          languages: input.languages,
        },
        ctx.deps,
      ),
  }),
  deletePressItem: t.boolean({
    description: 'Takes a press item off the press page for good.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deletePressItem({ id: Number(args.id) || 0 }, ctx.deps),
  }),
}));
