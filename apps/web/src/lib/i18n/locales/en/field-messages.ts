/** English texts of form fields and of leaving a form, used by forms anywhere in the site. */
export const FIELD_MESSAGES_EN = {
  feedback_success: 'Thank you for your feedback!',
  field_required: 'This field is required.',
  field_max_length_error: 'This value is too long.',
  contains_forbidden_character: 'This field contains a character that is not allowed.',
  form_has_field_errors_message: 'Some fields need your attention. Please check the form.',
  leave_page_warning: 'Do you want to leave this site? Changes you made may not be saved.',
} as const;
