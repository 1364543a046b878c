import {
  type PagingArgs,
  PagingInputError,
  type ResolvedPaging,
  resolvePaging,
} from '@foundry/domain/paging/page-offset';
import { GraphQLError } from '../../lib/graphql.ts';

/**
 * The list's paging with its defaults applied. A bad page or pageSize is the caller's mistake, so it
 * is reported with the argument's name rather than masked.
 */
export function readPaging(
  args: PagingArgs,
  options: { defaultPageSize?: number; maxPageSize: number },
): ResolvedPaging {
  try {
    return resolvePaging(args, options);
  } catch (error) {
    if (!(error instanceof PagingInputError)) throw error;
    throw new GraphQLError(`${error.message}.`, {
      extensions: { code: 'BAD_USER_INPUT', fields: { [error.field]: error.message } },
    });
  }
}
