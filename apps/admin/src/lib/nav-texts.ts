/** The navigation's words: its groups, in the order the menu shows them, and the phone's Menu button. */
export const NAV_TEXT = {
  groups: {
    sales: 'Sales',
    catalogue: 'Catalogue',
    editorial: 'Editorial',
    club: 'Club',
    team: 'Team',
  },
  menu: 'Menu',
} as const;
