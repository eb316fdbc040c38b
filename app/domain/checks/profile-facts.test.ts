import { describe, expect, it } from "vitest";
import type { Position } from "../profile/profile";
import { profileClashes } from "./profile-facts";

const today = new Date("2026-11-29T12:00:00Z");
const positions: Position[] = [
  { id: "1", employer: "Beta Capital", title: "Analyst", startMonth: "2019-07", endMonth: "2021-06", teamSize: null },
  { id: "2", employer: "Acme Health", title: "Associate", startMonth: "2021-07", endMonth: null, teamSize: 8 },
];
const clashes = (text: string) => profileClashes(text, positions, today).map((clash) => [clash.text, clash.message]);

describe("titles, employers and dates against the profile", () => {
  it("finds a title the profile does not give at that employer", () => {
    expect(clashes("I joined as a Senior Manager at Acme Health to fix its supply chain.")).toEqual([
      ["Senior Manager at Acme Health", "Your profile has you at Acme Health as Associate."],
    ]);
  });

  it("finds a title the profile gives at another employer", () => {
    expect(clashes("As an Analyst at Gamma Bank, I modelled the clinics.")).toEqual([
      ["Analyst at Gamma Bank", "Your profile has Analyst at Beta Capital, not at Gamma Bank."],
    ]);
    expect(clashes("As an Analyst at Acme, I modelled the clinics.")).toEqual([["Analyst at Acme", "Your profile has you at Acme Health as Associate."]]);
  });

  it("finds a duration and a start year the profile's dates do not make", () => {
    expect(clashes("After five years at Acme Health I know its clinics.")).toEqual([]);
    expect(clashes("After two years at Acme Health I know its clinics.")).toEqual([
      ["two years at Acme Health", "Your profile's dates at Acme Health make it 5 years and 5 months."],
    ]);
    expect(clashes("I joined Beta Capital in 2018 straight from school.")).toEqual([
      ["joined Beta Capital in 2018", "Your profile has you starting at Beta Capital in 2019-07."],
    ]);
  });

  it("is silent when they agree, when the profile says nothing of the employer, and on an empty profile", () => {
    expect(clashes("As an Associate at Acme Health I led eight people. After two years at Beta Capital I moved. I joined Acme Health in 2021.")).toEqual([]);
    expect(clashes("As a Volunteer at Red Cross I learned to listen.")).toEqual([]);
    expect(profileClashes("As a Senior Manager at Acme Health", [], today)).toEqual([]);
  });
});
