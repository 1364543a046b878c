// The public surface of the custom-fonts feature: what routes and other features import from it.

export { CaseStudyDetail } from './case-study-detail.tsx';
export { CustomFontsView } from './custom-fonts-view.tsx';
