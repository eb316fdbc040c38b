import { describe, expect, it } from "vitest";
import { remixRouteNamer } from "./route-pattern";

// A slice of the real manifest's shape: ids, parents, relative paths, index routes, a splat.
const routes = Object.fromEntries(
  [
    { id: "root", path: "" },
    { id: "routes/_index", parentId: "root", index: true },
    { id: "routes/app", parentId: "root", path: "app" },
    { id: "routes/app._index", parentId: "routes/app", index: true },
    { id: "routes/app.essays.$essayId", parentId: "routes/app", path: "essays/:essayId" },
    { id: "routes/app.essays.$essayId.versions", parentId: "routes/app.essays.$essayId", path: "versions" },
    { id: "routes/app.learning._index", parentId: "routes/app", path: "learning", index: true },
    { id: "routes/app.learning.$itemId", parentId: "routes/app", path: "learning/:itemId" },
    { id: "routes/app.schools", parentId: "routes/app", path: "schools" },
    { id: "routes/$", parentId: "root", path: "*" },
  ].map((route) => [route.id, route]),
);
const name = remixRouteNamer(routes);

describe("the route a request's log line names", () => {
  it("is the matched route's pattern, with ids left out", () => {
    expect(name("/")).toBe("/");
    expect(name("/app")).toBe("/app");
    expect(name("/app/")).toBe("/app");
    expect(name("/app/essays/0b6f3c1e-6a4e-4b1c-9d55-2f3f5b7b9a10")).toBe("/app/essays/:essayId");
    expect(name("/app/essays/abc/versions")).toBe("/app/essays/:essayId/versions");
    expect(name("/app/learning")).toBe("/app/learning");
    expect(name("/app/learning/why-mba")).toBe("/app/learning/:itemId");
    expect(name("/App/Schools")).toBe("/app/schools");
  });

  it("prefers a static segment to a parameter, and anything to the splat", () => {
    expect(name("/app/schools")).toBe("/app/schools");
    expect(name("/nothing/here")).toBe("/*");
    expect(name("/app/essays")).toBe("/*");
  });

  it("names a single-fetch data request by its page", () => {
    expect(name("/_root.data")).toBe("/");
    expect(name("/app/essays/abc.data")).toBe("/app/essays/:essayId");
    expect(name("/app.data")).toBe("/app");
  });
});
