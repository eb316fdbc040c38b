// Fixed loopback ports for the fakes, so that worker settings (a base URL per service) can name
// them before the fakes start. Integration tests and the browser tests use different ones.
// FAKE_PORT_OFFSET moves all of them, so a second checkout can run its tests beside the first:
// node reads it from the environment; inside workerd the vitest configs define it at build time.
declare const __FAKE_PORT_OFFSET__: number | undefined;
const offset =
  typeof __FAKE_PORT_OFFSET__ === "number"
    ? __FAKE_PORT_OFFSET__
    : Number((globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.FAKE_PORT_OFFSET ?? 0);

export const FAKE_PORT_OFFSET = offset;

export const FAKE_PORTS = {
  openai: 18_790 + offset,
  email: 18_791 + offset,
  stripe: 18_792 + offset,
  // The feedback evaluation (vitest.eval.config.ts): its own fake, and the proxy that records usage.
  evalOpenai: 18_793 + offset,
  evalProxy: 18_794 + offset,
  // 18_795 is the school's page (school-page.ts). The one-count check's own model, which nothing
  // else reaches, so any request it sees came from the check (tests/security/one-count.test.ts).
  countOpenai: 18_796 + offset,
  // The browser tests' fakes sit 60 above those, not 100: offsets are given in hundreds, and
  // 18_890 + 400 was 18_790 + 500, so one checkout's browser tests and another's integration
  // tests fought over the same ports.
  e2eOpenai: 18_850 + offset,
  e2eGoogle: 18_851 + offset,
} as const;
