import { USER_FONTS_IN_USE_LIMITS } from '@foundry/domain';
import { createUserFontsInUse } from '../services/user-fonts-in-use/create-user-fonts-in-use.ts';
import { deleteUserFontsInUse } from '../services/user-fonts-in-use/delete-user-fonts-in-use.ts';
import {
  readUserFontsInUse,
  readUserFontsInUseProject,
} from '../services/user-fonts-in-use/read-user-fonts-in-use.ts';
import { updateUserFontsInUse } from '../services/user-fonts-in-use/update-user-fonts-in-use.ts';
import { builder } from './builder.ts';
import { FontsInUsePageRef, FontsInUseRef } from './fonts-in-use.ts';
import { PublicationStatusRef } from './publication-status.ts';

const limits = USER_FONTS_IN_USE_LIMITS;

builder.objectField(FontsInUseRef, 'fileIDs', (t) =>
  t.stringList({
    description:
      'The file ids of the images, in order: an edit form sends back the ones it keeps (images are replaced wholesale).',
    resolve: (showcase) => showcase.images.map((image) => image.key),
  }),
);

export const UserFontsInUseInputRef = builder.inputType('UserFontsInUseInput', {
  description:
    'A customer’s fonts-in-use project. Refusals are code 103 with the field’s message in extensions.fields.',
  fields: (t) => ({
    title: t.string({ required: true, description: `1–${limits.titleMaxLength} characters.` }),
    description: t.string({ description: `At most ${limits.descriptionMaxLength} characters.` }),
    designer: t.string({ description: `At most ${limits.creditMaxLength} characters.` }),
    designerUrl: t.string({ description: 'An absolute http(s) address.' }),
    photoCredits: t.string({ description: `At most ${limits.creditMaxLength} characters.` }),
    year: t.int({ description: `From ${limits.earliestYear} to next year.` }),
    category: t.string({ description: 'One of the categories the form lists.' }),
    output: t.string({ description: 'One of the outputs the form lists.' }),
    country: t.string({ description: 'ISO 3166-1 alpha-2 code of a known country.' }),
    languages: t.stringList({
      description: `Up to ${limits.maxLanguages} ISO 639-1 codes of the form's list.`,
    }),
    families: t.idList({
      required: true,
      description: `${limits.minFamilies}–${limits.maxFamilies} family ids, in credit order.`,
    }),
    images: t.stringList({
      required: true,
      description: `${limits.minImages}–${limits.maxImages} file ids answered by POST /fontsinuse/upload (or /uploads/images). They replace the project's images wholesale.`,
    }),
  }),
});

builder.queryField('readUserFontsInUse', (t) =>
  t.field({
    type: FontsInUsePageRef,
    description:
      "The signed-in customer's own fonts-in-use projects, newest first, of every status unless one is asked for. Code 1 without a session.",
    args: {
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12.' }),
      status: t.arg({ type: PublicationStatusRef, description: 'Only projects in this status.' }),
    },
    resolve: (_root, args, context) => readUserFontsInUse(args, context.user, context.repositories),
  }),
);

builder.queryField('readUserFontsInUseProject', (t) =>
  t.field({
    type: FontsInUseRef,
    description:
      "One of the signed-in customer's projects, whatever its status. Codes: 1 without a session; 103 on `id` for a project that is not theirs.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => readUserFontsInUseProject(args, context.user, context.repositories),
  }),
);

builder.mutationField('createUserFontsInUse', (t) =>
  t.field({
    type: FontsInUseRef,
    description:
      'Submits a project showing our fonts in use; it stays PENDING (not public) until reviewed. Codes: 1 without a session; 5 without a valid reCaptchaToken (action fonts_in_use); 103 with extensions.fields.',
    args: {
      data: t.arg({ type: UserFontsInUseInputRef, required: true }),
      reCaptchaToken: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      createUserFontsInUse(args, context.user, {
        repositories: context.repositories,
        storage: context.storage,
        captcha: context.captcha,
        logger: context.logger,
      }),
  }),
);

builder.mutationField('updateUserFontsInUse', (t) =>
  t.field({
    type: FontsInUseRef,
    description:
      "Replaces one of the signed-in customer's projects (images and families wholesale) and sends it back to review (PENDING). Codes: 1 without a session; 103 on `id` for a project that is not theirs; 103 with fields as for createUserFontsInUse.",
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: UserFontsInUseInputRef, required: true }),
    },
    resolve: (_root, args, context) =>
      updateUserFontsInUse(args, context.user, {
        repositories: context.repositories,
        storage: context.storage,
      }),
  }),
);

builder.mutationField('deleteUserFontsInUse', (t) =>
  t.field({
    type: 'Boolean',
    description:
      "Removes one of the signed-in customer's projects. Codes: 1 without a session; 103 on `id` for a project that is not theirs.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteUserFontsInUse(args, context.user, context.repositories),
  }),
);
