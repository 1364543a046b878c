// The public surface of the icon-browser feature: what routes and other features import from it.

export { IconBrowserSection } from './icon-browser-section.tsx';
