import { describe, expect, it } from "vitest";
import { isWriteSql, sessionRoute } from "./d1-route";

describe("which D1 instance serves a round trip", () => {
  it("tells reads from writes by the statement's first word", () => {
    expect(isWriteSql('select "id" from "essays" where "user_id" = ?')).toBe(false);
    expect(isWriteSql("  -- a comment\n  SELECT 1")).toBe(false);
    expect(isWriteSql("with recent as (select 1) select * from recent")).toBe(false);
    expect(isWriteSql("with gone as (select 1) delete from x where id in gone")).toBe(true);
    expect(isWriteSql('insert into "essays" values (?)')).toBe(true);
    expect(isWriteSql("UPDATE x SET y = 1")).toBe(true);
    expect(isWriteSql("delete from x")).toBe(true);
    expect(isWriteSql("")).toBe(true);
  });

  it("sends a session's first query to the primary only when it asks for it", () => {
    const primaryFirst = sessionRoute("first-primary");
    expect([primaryFirst.serve(false), primaryFirst.serve(false)]).toEqual(["primary", "replica"]);
    const anywhere = sessionRoute("first-unconstrained");
    expect([anywhere.serve(false), anywhere.serve(false)]).toEqual(["replica", "replica"]);
    const bookmarked = sessionRoute("00000001-00000002-00004e3b-0123456789abcdef");
    expect(bookmarked.serve(false)).toBe("replica");
  });

  it("reads from the primary once the session has written", () => {
    const route = sessionRoute();
    expect([route.serve(false), route.serve(true), route.serve(false)]).toEqual(["replica", "primary", "primary"]);
  });
});
