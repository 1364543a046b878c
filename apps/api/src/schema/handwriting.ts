import type { HandwritingFacets, HandwritingSubmissionRow } from '../repositories/handwriting-repository.ts';
import { readHandwritingSubmissions } from '../services/handwriting/read-handwriting-submissions.ts';
import { builder } from './builder.ts';
import { ImageRef } from './image.ts';
import { pageOf } from './paging.ts';

export const HandwritingSubmissionRef = builder
  .objectRef<HandwritingSubmissionRow>('HandwritingSubmission')
  .implement({
    description: 'A handwriting sample of the research archive, with who wrote it.',
    fields: (t) => ({
      id: t.exposeID('id'),
      gender: t.exposeString('gender', { nullable: true }),
      location: t.exposeString('location', { nullable: true }),
      motherTongue: t.exposeString('motherTongue', { nullable: true }),
      age: t.exposeInt('age', { nullable: true }),
      multiLingual: t.exposeBoolean('multiLingual'),
      profession: t.exposeString('profession', { nullable: true }),
      handedness: t.exposeString('handedness', { nullable: true }),
      images: t.field({
        type: [ImageRef],
        description: 'The scanned samples.',
        resolve: (row) => row.images,
      }),
      thumbnails: t.field({
        type: [ImageRef],
        description: 'A small copy of each image, in the same order.',
        resolve: (row) => row.images.map((image) => image.thumbnail),
      }),
    }),
  });

const HandwritingSubmissionPageRef = pageOf('HandwritingSubmissionPage', HandwritingSubmissionRef);

export const HandwritingFiltersRef = builder.objectRef<HandwritingFacets>('HandwritingFilters').implement({
  description: 'The values the published samples can be filtered by, each sorted.',
  fields: (t) => ({
    genders: t.exposeStringList('genders'),
    locations: t.exposeStringList('locations'),
    motherTongues: t.exposeStringList('motherTongues'),
    ages: t.exposeIntList('ages'),
    professions: t.exposeStringList('professions'),
    handednesses: t.exposeStringList('handednesses'),
  }),
});

builder.queryField('readHandwritingFilters', (t) =>
  t.field({
    type: HandwritingFiltersRef,
    resolve: (_root, _args, context) => context.repositories.handwriting.facets(),
  }),
);

builder.queryField('readHandwritingSubmissions', (t) =>
  t.field({
    type: HandwritingSubmissionPageRef,
    description: 'Published samples, newest first; each filter given must match exactly.',
    args: {
      gender: t.arg.string(),
      location: t.arg.string(),
      motherTongue: t.arg.string(),
      age: t.arg.int(),
      profession: t.arg.string(),
      handedness: t.arg.string(),
      page: t.arg.int({ description: 'From 1 (the default).' }),
      pageSize: t.arg.int({ description: '50 by default, at most 100.' }),
    },
    resolve: (_root, args, context) => readHandwritingSubmissions(context.repositories.handwriting, args),
  }),
);
