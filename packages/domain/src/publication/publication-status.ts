/** Whether an editorial entry (story, page, reward, submission) is shown on the site. */
export const PUBLICATION_STATUSES = ['OFFLINE', 'PENDING', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
