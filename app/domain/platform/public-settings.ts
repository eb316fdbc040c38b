/** What the browser may know about the configuration: flags and public keys, never secrets. */
export type PublicSettings = {
  aiConfigured: boolean;
  googleEnabled: boolean;
  stripePublishableKey: string | null;
  feedbackFormUrl: string | null;
  /** Office hours are set up: a question form, a Hot Seat booking page or a voice-memo link. */
  officeHoursOpen: boolean;
};
