import { describe, expect, it } from "vitest";
import { type PickerSchool, pickerGroups } from "./school-picker";

const school = (name: string, region: string | null, extra: Partial<PickerSchool> = {}): PickerSchool => ({
  name,
  shortName: name,
  fullName: name,
  country: null,
  region,
  colour: null,
  ...extra,
});

const catalogue = [
  school("Oxford Saïd", "Europe", { fullName: "Saïd Business School, University of Oxford", country: "United Kingdom" }),
  school("Wharton", "United States"),
  school("ISB", "Asia", { fullName: "Indian School of Business", country: "India" }),
  school("Somewhere", null),
];

describe("pickerGroups", () => {
  it("groups by region in a fixed order, unknown regions last", () => {
    expect(pickerGroups(catalogue, new Set(), "").map((group) => group.region)).toEqual(["United States", "Europe", "Asia", "Other"]);
  });

  it("finds a school by any of its names or its country, ignoring case and accents", () => {
    expect(pickerGroups(catalogue, new Set(), "said").flatMap((group) => group.schools.map((each) => each.name))).toEqual(["Oxford Saïd"]);
    expect(pickerGroups(catalogue, new Set(), "indian business").flatMap((group) => group.schools.map((each) => each.name))).toEqual(["ISB"]);
    expect(pickerGroups(catalogue, new Set(), "united kingdom")[0]!.schools[0]!.name).toBe("Oxford Saïd");
  });

  it("leaves out the schools the applicant has", () => {
    expect(pickerGroups(catalogue, new Set(["Wharton"]), "").map((group) => group.region)).toEqual(["Europe", "Asia", "Other"]);
  });

  it("stays fast with a large catalogue", () => {
    const many = Array.from({ length: 600 }, (_, index) => school(`School ${index}`, index % 2 ? "Europe" : "Asia"));
    const found = pickerGroups(many, new Set(["School 5"]), "school 55").flatMap((group) => group.schools.map((each) => each.name));
    expect(found.every((name) => name.includes("55"))).toBe(true);
    expect(found).toContain("School 55");
    expect(found).not.toContain("School 5");
  });
});
