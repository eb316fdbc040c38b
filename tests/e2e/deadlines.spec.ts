import { readFile } from "node:fs/promises";
import { expect, expectAccessible, test } from "./fixtures";
import { addSchool } from "./workspace-helpers";

test("plan by rounds: pick a round, enter a date Scout does not have, see the deadlines, download the .ics", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await addSchool(page, "Columbia");
  await addSchool(page, "Wharton");
  await page
    .getByRole("navigation", { name: "Applications" })
    .getByRole("link", { name: /Deadlines/ })
    .click();
  await expect(page.getByRole("heading", { name: "Deadlines", level: 1 })).toBeVisible();
  await expect(page.getByText("How “at risk” is decided")).toBeVisible();

  const unplaced = (school: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: school, exact: true }) });

  // Scout has Columbia's 2026-27 rounds: picking one places the school by the school's date.
  await unplaced("Columbia")
    .getByLabel(/Round you're applying in/)
    .selectOption("R2");
  await unplaced("Columbia").getByRole("button", { name: "Save round for Columbia" }).click();
  await expect(page.getByRole("heading", { name: "Columbia · R2" })).toBeVisible();

  // Not Wharton's: the applicant enters the date from the school's page.
  await unplaced("Wharton")
    .getByLabel(/Round you're applying in/)
    .selectOption("R2");
  await unplaced("Wharton").getByRole("button", { name: "Save round for Wharton" }).click();
  await expect(unplaced("Wharton").getByText("Scout doesn't have the R2 date: enter it below from the school's own page.")).toBeVisible();
  await unplaced("Wharton").getByLabel("Date", { exact: true }).fill("2027-01-06");
  await unplaced("Wharton").getByLabel("Time (optional)").fill("12:00");
  await unplaced("Wharton").getByLabel("Time zone").selectOption("America/New_York");
  await unplaced("Wharton").getByRole("button", { name: "Save date for Wharton" }).click();
  const wharton = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Wharton · R2" }) });
  await expect(wharton.getByText("(your date)").first()).toBeVisible();
  // Ordered by deadline: Columbia (Jan 5) before Wharton (Jan 6).
  await expect(page.getByRole("list", { name: "Schools by deadline" }).getByRole("heading")).toHaveText(["Columbia · R2", "Wharton · R2"]);
  // The deadline as the school's clock reads it, on the card itself.
  await expect(wharton.getByText("Jan 6, 2027, 12:00 PM ET").first()).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download .ics" }).click();
  const download = await downloading;
  const ics = await readFile((await download.path())!, "utf8");
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("SUMMARY:Wharton R2 deadline");
  expect(ics).toContain("SUMMARY:Columbia R2 deadline");
});
