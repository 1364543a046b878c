import { affiliateLink } from '@foundry/domain';
import type { AffiliateProgramRow, AffiliateRepository } from '../../repositories/affiliate-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAffiliate } from './affiliate-account.ts';

/** A programme as its owner sees it; the security token is included only for the owner's site. */
export interface AffiliateProgramView {
  id: number;
  code: string;
  domain: string;
  status: string;
  link: string;
  securityToken: string;
}

export function programViewOf(row: AffiliateProgramRow, publicUrl: string): AffiliateProgramView {
  return {
    id: row.id,
    code: row.code,
    domain: row.domain,
    status: row.status,
    link: affiliateLink(publicUrl, row.code),
    securityToken: row.securityToken,
  };
}

/** The signed-in affiliate's programmes, oldest first, each with its ready-made link. */
export async function readAffiliateCodes(deps: {
  affiliates: AffiliateRepository;
  viewer: SessionUser | null;
  publicUrl: string;
}): Promise<AffiliateProgramView[]> {
  const { userId } = await requireAffiliate(deps.viewer, deps.affiliates);
  const rows = await deps.affiliates.programs(userId);
  return rows.map((row) => programViewOf(row, deps.publicUrl));
}
