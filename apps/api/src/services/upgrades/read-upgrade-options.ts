import type { UpgradeOption } from '@foundry/domain';
import { loadUpgradeContext, type UpgradeRepositories } from './upgrade-context.ts';

/** readUpgradeOptions: the upgrades that would change something for what the user owns of the family. */
export async function readUpgradeOptions(
  repositories: UpgradeRepositories,
  viewer: { id: number } | null | undefined,
  myFamilyID: string | number,
): Promise<UpgradeOption[]> {
  return (await loadUpgradeContext(repositories, viewer, myFamilyID)).options;
}
