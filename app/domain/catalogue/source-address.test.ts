import { describe, expect, it } from "vitest";
import { checkSourceAddress, sourceAddressIssue } from "./source-address";

const problem = (text: string, use: "link" | "hop" = "link") => {
  const checked = checkSourceAddress(text, use);
  return checked.ok ? null : checked.problem;
};

describe("a source's web address", () => {
  it("takes a public https page, and an http hop on the watch's way to one", () => {
    expect(problem("https://www.hbs.edu/mba/admissions/Pages/deadlines.aspx")).toBeNull();
    expect(problem("https://poetsandquants.com/2025/03/14/insead-revamps-its-mba-application-essays/")).toBeNull();
    expect(problem("https://www.hbs.edu.:443/mba")).toBeNull();
    expect(problem("http://www.hbs.edu/mba", "hop")).toBeNull();
    expect(problem("http://www.hbs.edu/mba")).toBe("not_https");
  });

  it("refuses loopback, private, link-local and metadata addresses", () => {
    for (const address of [
      "https://127.0.0.1/",
      "https://10.0.0.8/admin",
      "https://172.16.0.1/",
      "https://172.31.255.255/",
      "https://192.168.1.1/",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[fd00::1]/",
      "https://0.0.0.0/",
    ]) {
      expect(problem(address), address).toBe("ip_address");
      expect(problem(address, "hop"), address).toBe("ip_address");
    }
  });

  it("refuses every numeric spelling of an IP address, which the URL parser reads as one", () => {
    for (const address of ["https://0x7f000001/", "https://2130706433/", "https://017700000001/", "https://127.1/", "https://0x7f.1/", "http://2130706433/"]) {
      expect(problem(address, "hop"), address).toBe("ip_address");
    }
    // A public IP address is refused too: a school's page has a name.
    expect(problem("http://120.92.114.177/school/29/3678.html", "hop")).toBe("ip_address");
  });

  it("refuses local and internal names", () => {
    for (const address of [
      "https://localhost/",
      "https://LOCALHOST./",
      "https://admin.localhost/",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://metadata/",
      "https://intranet/",
      "https://printer.local/",
      "https://db.svc.cluster.local/",
      "https://router.home.arpa/",
      "https://%6c%6fcalhost/",
    ]) {
      expect(problem(address, "hop"), address).toBe("local_name");
    }
  });

  it("refuses a user name or password, a port, and anything not a web address", () => {
    expect(problem("https://user:pass@www.hbs.edu/")).toBe("credentials");
    expect(problem("https://user@www.hbs.edu/", "hop")).toBe("credentials");
    expect(problem("https://www.hbs.edu:8443/")).toBe("port");
    expect(problem("http://www.hbs.edu:80/", "hop")).toBeNull();
    expect(problem("ftp://www.hbs.edu/")).toBe("not_an_address");
    expect(problem("javascript:alert(1)")).toBe("not_an_address");
    expect(problem("file:///etc/passwd", "hop")).toBe("not_an_address");
    expect(problem("www.hbs.edu/mba")).toBe("not_an_address");
  });

  it("tells an operator what to give instead", () => {
    expect(sourceAddressIssue("https://www.hbs.edu/mba")).toBeNull();
    expect(sourceAddressIssue("http://www.hbs.edu/mba")).toContain("is not https");
    expect(sourceAddressIssue("https://169.254.169.254/")).toContain("not a public web page");
    expect(sourceAddressIssue("https://a:b@www.hbs.edu/")).toContain("user name or password");
    expect(sourceAddressIssue("hbs.edu")).toContain("is not a web address");
  });
});
