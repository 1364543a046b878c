// The public surface of the user-fonts-in-use feature: what routes and other features import from it.

export { EditFontsInUseProject } from './edit-fonts-in-use-project.tsx';
export { NewFontsInUseProject } from './new-fonts-in-use-project.tsx';
export { UserFontsInUseList } from './user-fonts-in-use-list.tsx';
