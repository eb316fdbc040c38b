// The one check of a web address Scout is given as a source (the catalogue's pages, the schools'
// deadlines pages, what each school asks of applicants and recommenders, the interview formats),
// and of every address the daily watch is sent to on its way to one (each redirect hop). Scout
// fetches these pages itself, so an address must name a public web server: no loopback, private,
// link-local or metadata address, no IP address in any of its spellings (the URL parser turns
// 0x7f000001, 2130706433, 017700000001 and 127.1 into 127.0.0.1 before this looks), no local or
// internal name, no port, and no user name or password. Applicants open these links too, so a
// link must be https; a hop may still be http (many sites redirect http to https).
//
// What this cannot see: a public name whose DNS answers with a private address. Workers' fetch
// leaves from Cloudflare's network, which does not reach ours; docs/security.md says so.
import type { RefinementCtx } from "zod";

export type AddressUse = "link" | "hop";

export type AddressProblem = "not_an_address" | "not_https" | "credentials" | "port" | "ip_address" | "local_name";

export type AddressCheck = { ok: true; url: URL } | { ok: false; problem: AddressProblem };

// Names that only mean something inside a network (RFC 6761, 6762, 8375 and the usual private
// suffixes); metadata.google.internal and *.svc.cluster.local fall under them.
const LOCAL_SUFFIXES = ["localhost", "local", "localdomain", "internal", "intranet", "lan", "home.arpa", "corp", "private"];

export function checkSourceAddress(text: string, use: AddressUse): AddressCheck {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, problem: "not_an_address" };
  }
  if (url.protocol !== "https:" && !(use === "hop" && url.protocol === "http:")) {
    return { ok: false, problem: url.protocol === "http:" ? "not_https" : "not_an_address" };
  }
  if (url.username || url.password) return { ok: false, problem: "credentials" };
  // The parser drops a scheme's default port, so any port left is another one.
  if (url.port) return { ok: false, problem: "port" };
  const host = url.hostname.toLowerCase().replace(/\.+$/, "");
  if (host.startsWith("[") || /^\d+(\.\d+){3}$/.test(host)) return { ok: false, problem: "ip_address" };
  if (!host.includes(".") || LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    return { ok: false, problem: "local_name" };
  }
  return { ok: true, url };
}

/** Why an operator's address is refused, in their words; null when it is a public https page. */
export function sourceAddressIssue(text: string): string | null {
  const checked = checkSourceAddress(text, "link");
  if (checked.ok) return null;
  const shown = `“${text.trim().slice(0, 60)}”`;
  switch (checked.problem) {
    case "not_an_address":
      return `${shown} is not a web address (https://…).`;
    case "not_https":
      return `${shown} is not https: give the page's https:// address (applicants open it).`;
    case "credentials":
      return `${shown} holds a user name or password: give the page's public address.`;
    case "port":
      return `${shown} names a port: give the page's address without one.`;
    case "ip_address":
    case "local_name":
      return `${shown} is not a public web page: give the site's name (www.school.edu/…), not an IP address or a local name.`;
  }
}

/** The first of a form's addresses that is refused, with why (sourceAddressIssue), or null. */
export function firstAddressIssue(lines: readonly string[]): string | null {
  for (const line of lines) {
    const issue = sourceAddressIssue(line);
    if (issue) return issue;
  }
  return null;
}

/** For a form's schema: its list of addresses refused with the first issue (as zod's superRefine). */
export function refuseAddresses(lines: readonly string[], context: RefinementCtx): void {
  const issue = firstAddressIssue(lines);
  if (issue) context.addIssue({ code: "custom", message: issue });
}
