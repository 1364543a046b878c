/** How the families of a group relate: one design across scripts, optical sizes, or a superfamily. */
export const FAMILY_GROUP_TYPES = ['GlobalFonts', 'OpticalSizes', 'Superfamily'] as const;
export type FamilyGroupType = (typeof FAMILY_GROUP_TYPES)[number];
