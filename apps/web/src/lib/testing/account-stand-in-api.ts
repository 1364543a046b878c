import { type OperationBody, startOperationStandIn } from '../../lib/testing/operation-stand-in.ts';

export type Body = OperationBody;

/**
 * The stand-in API of the account pages' component tests: operations the test did not answer get
 * the signed-in user for ReadAuthUser and an error otherwise.
 */
export function startStandInApi() {
  return startOperationStandIn((body) =>
    body.operationName === 'ReadAuthUser'
      ? { data: { readUser: { id: '7', email: 'ada@example.com' } } }
      : { data: null, errors: [{ message: `no stand-in for ${body.operationName}` }] },
  );
}
