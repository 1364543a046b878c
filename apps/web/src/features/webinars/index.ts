// The public surface of the webinars feature: what routes and other features import from it.

export { WebinarList } from './webinar-list.tsx';
