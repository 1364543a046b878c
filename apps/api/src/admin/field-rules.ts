import type { StaffPermission } from '@foundry/domain/staff/staff-roles';

/**
 * The rule of every root field of the admin schema, in one place: 'public' (signing in), 'signed-in'
 * (any role) or the permission the role must hold (docs/back-office.md). The schema refuses to build
 * with a root field missing here, and the admin walk test tries each with every role.
 */
export const ADMIN_FIELD_RULES: Readonly<Record<string, StaffPermission | 'public' | 'signed-in'>> = {
  staffSignIn: 'public',
  staffSignOut: 'public',
  me: 'signed-in',
  dashboard: 'dashboard.read',
  orders: 'orders.read',
  order: 'orders.read',
  refundOrder: 'orders.refund',
  markOrderShipped: 'orders.ship',
  cancelOrder: 'orders.cancel',
  fontsInUseSubmissions: 'editorial.read',
  reviewFontsInUseSubmission: 'editorial.write',
  auditLog: 'audit.read',
  adminStories: 'editorial.read',
  adminStory: 'editorial.read',
  adminAuthors: 'editorial.read',
  storyPreviewLink: 'editorial.write',
  saveStory: 'editorial.write',
  publishStory: 'editorial.write',
  unpublishStory: 'editorial.write',
  saveAuthor: 'editorial.write',
  adminStaticPages: 'editorial.read',
  adminHelpItems: 'editorial.read',
  saveStaticPage: 'editorial.write',
  publishStaticPage: 'editorial.write',
  unpublishStaticPage: 'editorial.write',
  saveHelpItem: 'editorial.write',
};
