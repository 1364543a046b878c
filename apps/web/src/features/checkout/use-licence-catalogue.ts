'use client';

import type { LicenseCatalogue } from '@foundry/domain';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { ReadLicencesQuery, toLicenseCatalogue } from '../licensing/index.ts';

/** The licences with their tiers (readLicenses, cached), so cart lines can say a licence in words. */
export function useLicenceCatalogue(): LicenseCatalogue | null {
  const [result] = useQuery({ query: ReadLicencesQuery, requestPolicy: 'cache-first' });
  const licences = result.data?.readLicenses;
  return useMemo(() => (licences ? toLicenseCatalogue(licences) : null), [licences]);
}
