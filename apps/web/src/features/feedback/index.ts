// The public surface of the feedback feature: what routes and other features import from it.

export { FamilyFeedbackSection } from './family-feedback-section.tsx';
export { feedbackErrorMessage } from './feedback-error-message.ts';
export { FeedbackSubmitButton } from './feedback-submit-button.tsx';
export { type FeedbackStatus, useFeedbackSubmission } from './use-feedback-submission.ts';
