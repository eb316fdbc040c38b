import { describe, expect, it } from "vitest";
import { SHARE_LINK_DAYS, shareLinkExpiry, shareLinkLine } from "./account-caps";

describe("a private link's life", () => {
  it("ends its kind's number of days after it is made", () => {
    const now = new Date("2027-01-05T10:00:00Z");
    expect(shareLinkExpiry("report", now).toISOString()).toBe("2027-02-04T10:00:00.000Z");
    expect(shareLinkExpiry("brief", now).getTime() - now.getTime()).toBe(SHARE_LINK_DAYS.brief * 86_400_000);
  });

  it("tells its owner until when it opens, and once it expired, since when it does not", () => {
    const link = { createdAt: "2027-01-05T10:00:00Z", expiresAt: "2027-02-04T10:00:00Z" };
    expect(shareLinkLine(link, new Date("2027-01-20T00:00:00Z"))).toEqual({
      expired: false,
      made: "Jan 5, 2027",
      text: "Link made Jan 5, 2027 · opens until Feb 4, 2027",
    });
    expect(shareLinkLine(link, new Date("2027-02-04T10:00:00Z"))).toEqual({
      expired: true,
      made: "Jan 5, 2027",
      text: "Link made Jan 5, 2027 · expired Feb 4, 2027: it no longer opens",
    });
  });
});
