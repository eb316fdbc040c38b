// Fixed loopback ports for the fakes, so that worker settings (a base URL per service) can name
// them before the fakes start. Integration tests and the browser tests use different ones.
export const FAKE_PORTS = {
  openai: 18_790,
  email: 18_791,
  stripe: 18_792,
  e2eOpenai: 18_890,
} as const;
