// The named analytics events the product records, plus page views (docs/product-rules.md §18).
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
