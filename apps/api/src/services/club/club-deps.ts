import type { ClubTransactionRow } from '../../repositories/club-points-repository.ts';
import type { ClubRepository } from '../../repositories/club-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';

/** The points ledger (createClubPointsRepository). */
export type ClubPointsLedger = Repositories['clubPoints'];
export type { ClubRepository, ClubTransactionRow };

/** What the club use-cases need; the schema builds it from the request's context. */
export interface ClubDeps {
  club: ClubRepository;
  clubPoints: ClubPointsLedger;
}
