import { createFamilyFeedback } from '../services/feedback/create-family-feedback.ts';
import { builder } from './builder.ts';

builder.mutationField('createFamilyFeedback', (t) =>
  t.boolean({
    description:
      "Feedback on a family from its page. The images are the fileIDs answered by POST /familyfeedback/uploadFeedback. Codes: BAD_USER_INPUT with field message (empty or over 2000 characters) or images (not an upload we stored, more than 10), 5 refused captcha (action 'feedback'), 205 unknown family.",
    args: {
      familyID: t.arg.id({ required: true }),
      message: t.arg.string({ required: true }),
      images: t.arg.stringList({ description: 'File ids from the upload route.' }),
      // Optional in the schema so a missing token is the catalogue's code 5, not a validation error.
      token: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      createFamilyFeedback(args, {
        families: context.repositories.families,
        feedback: context.repositories.feedback,
        storage: context.storage,
        captcha: context.captcha,
        logger: context.logger,
        userId: context.user?.id ?? null,
      }),
  }),
);
