// The analytics events the spec names (accounts section 7), plus page views.
export const analyticsEventNames = [
  "page_view",
  "sign_up",
  "login",
  "click",
  "auth_modal",
  "conversion_funnel",
  "login_button",
  "get_started",
  "email_captured",
  "signup_completed",
  "signup_started",
  "plan_selected",
  "payment_started",
  "payment_success",
  "existing_account_detected",
  "password_continue",
  "modal_opened",
  "modal_closed",
] as const;

export type AnalyticsEventName = (typeof analyticsEventNames)[number];
