/** The ways to upgrade fonts already owned (docs/upgrades.md). */
export const UPGRADE_OPTIONS = ['SingleStyle', 'AllStyles', 'Complete', 'Consolidate'] as const;

export type UpgradeOption = (typeof UPGRADE_OPTIONS)[number];

export function isUpgradeOption(value: string): value is UpgradeOption {
  return (UPGRADE_OPTIONS as readonly string[]).includes(value);
}
