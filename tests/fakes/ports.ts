// Fixed loopback ports for the fakes, so that worker settings (a base URL per service) can name
// them before the fakes start. Integration tests and the browser tests use different ones.
export const FAKE_PORTS = {
  openai: 18_790,
  email: 18_791,
  stripe: 18_792,
  // The feedback evaluation (vitest.eval.config.ts): its own fake, and the proxy that records usage.
  evalOpenai: 18_793,
  evalProxy: 18_794,
  e2eOpenai: 18_890,
} as const;
