import {
  type CaseStudyNode,
  readCustomFontsCaseStudies,
} from '../services/custom-fonts/read-custom-fonts-case-studies.ts';
import { builder } from './builder.ts';
import { FamilyRef } from './family.ts';
import { ImageRef } from './image.ts';
import { pageOf } from './paging.ts';

export const CustomFontsCaseStudyRef = builder.objectRef<CaseStudyNode>('CustomFontsCaseStudy').implement({
  description: 'A typeface made or adapted for a client, shown on /fonts/custom.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    title: t.exposeString('title'),
    client: t.exposeString('client'),
    summary: t.exposeString('summary'),
    body: t.exposeString('body', { description: 'Paragraphs separated by blank lines.' }),
    year: t.exposeInt('year', { nullable: true }),
    services: t.exposeStringList('services', { description: 'Scripts and kinds of work, e.g. "Arabic".' }),
    coverImage: t.field({ type: ImageRef, nullable: true, resolve: (study) => study.coverImage }),
    images: t.field({ type: [ImageRef], resolve: (study) => study.images }),
    families: t.field({
      type: [FamilyRef],
      description: 'The families the work started from or produced, in credit order.',
      resolve: (study) => study.families,
    }),
  }),
});

export const CustomFontsCaseStudyPageRef = pageOf('CustomFontsCaseStudyPage', CustomFontsCaseStudyRef);

builder.queryField('readCustomFontsCaseStudies', (t) =>
  t.field({
    type: CustomFontsCaseStudyPageRef,
    description: 'Published case studies in editorial order. With url: that one study (page size 1).',
    args: {
      url: t.arg.string(),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12, at most 100.' }),
    },
    resolve: (_root, args, context) => readCustomFontsCaseStudies(context.repositories.customFonts, args),
  }),
);
