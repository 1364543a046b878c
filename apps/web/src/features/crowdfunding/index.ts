// The public surface of the crowdfunding feature: what routes and other features import from it.

export { CrowdfundingProjects } from './crowdfunding-projects.tsx';
