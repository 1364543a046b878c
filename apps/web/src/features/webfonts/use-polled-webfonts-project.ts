'use client';

import { PAGE_SIZE, WEBFONT_PROJECT_POLL_MS } from '@foundry/domain';
import { useCallback, useEffect, useState } from 'react';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { ReadWebfontsProjectQuery, type WebfontsProject } from './webfonts-operations.ts';

export interface PolledWebfontsProject {
  project: WebfontsProject | null;
  /** True until the first answer; false after it, also when the project does not exist. */
  loading: boolean;
  failure: GraphqlFailure | null;
  /** Shows a project a mutation answered with and polls again if its fonts are being generated. */
  replace: (project: WebfontsProject) => void;
  reload: () => void;
}

/**
 * One project (readWebfontsProjects with its id, page size 1), read again every 5 seconds while its
 * fonts are being generated (docs/webfonts-web.md). Polling stops once generation is over, and on unmount;
 * an answer that lands after unmount or after a newer read started is dropped.
 */
export function usePolledWebfontsProject(id: string): PolledWebfontsProject {
  const client = useGraphqlClient();
  const [project, setProject] = useState<WebfontsProject | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<GraphqlFailure | null>(null);
  // Bumped to (re)start the read loop: a reload, or a saved project that generates again.
  const [round, setRound] = useState(0);

  useEffect(() => {
    void round;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const result = await client
        .query(
          ReadWebfontsProjectQuery,
          { id, page: 1, pageSize: PAGE_SIZE.webfontProjectDetail },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (stopped) return;
      setLoading(false);
      // Another user's, a deleted or an unknown project: code 103 on `id`, read as "no such project".
      const fields = result.error?.graphQLErrors[0]?.extensions?.fields;
      if (fields && typeof fields === 'object' && 'id' in fields) {
        setFailure(null);
        setProject(null);
        return;
      }
      if (result.error || !result.data) {
        setFailure(result.error ? failureOfOperation(result.error) : networkFailure(null));
        return;
      }
      setFailure(null);
      const found = result.data.readWebfontsProjects.nodes[0] ?? null;
      setProject(found);
      if (found?.generating) timer = setTimeout(() => void read(), WEBFONT_PROJECT_POLL_MS);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, id, round]);

  const replace = useCallback((saved: WebfontsProject) => {
    setProject(saved);
    if (saved.generating) setRound((value) => value + 1);
  }, []);
  const reload = useCallback(() => {
    setLoading(true);
    setRound((value) => value + 1);
  }, []);

  return { project, loading, failure, replace, reload };
}
