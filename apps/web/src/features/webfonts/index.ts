// The public surface of the webfonts feature: what routes and other features import from it.

export { NewWebfontsProject } from './new-webfonts-project.tsx';
export { WebfontsList } from './webfonts-list.tsx';
export { WebfontsProjectPage } from './webfonts-project-page.tsx';
