import { expect, expectAccessible, test } from "./fixtures";

// Cornell Johnson is edited here and by no other browser test.
test.describe("admin: school catalogue", () => {
  test("an operator dates a round as a draft, fixes a mistake by its field, publishes, and the school list shows it", async ({ page, admin }) => {
    expect(admin.email).toBeTruthy();
    await page.goto("/admin/catalogue");
    await expect(page.getByRole("heading", { name: "School catalogue" })).toBeVisible();
    await expectAccessible(page);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Cornell Johnson" }) });
    await expect(row).toContainText("0 of 3");
    await row.getByRole("link", { name: "Cornell Johnson" }).click();

    await expect(page.getByRole("heading", { name: "Cornell Johnson" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Rounds and deadlines in 2026-27" })).toBeVisible();
    await expectAccessible(page);

    const r2 = page.getByRole("listitem").filter({ has: page.getByText("R2", { exact: true }) });
    await r2.getByText("Edit R2", { exact: true }).click();
    await r2.getByLabel("Date in 2026-2027").fill("2027-01-07");
    await r2.getByLabel("Time at the school").fill("17:00");
    await r2.getByLabel("Sources").fill("not a link");
    await r2.getByRole("button", { name: "Save draft" }).click();
    await expect(r2.getByText("“not a link” is not a web address (https://…).")).toBeVisible();
    await expect(r2.getByLabel("Sources")).toHaveAttribute("aria-invalid", "true");

    await r2.getByLabel("Sources").fill("https://www.johnson.cornell.edu/programs/full-time-mba/admissions/");
    await r2.getByLabel("I checked this against the school's own page today").check();
    await r2.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
    await expect(r2.getByText("Draft waiting (not seen by applicants)")).toBeVisible();
    await expect(r2.getByText("Jan 7, 2027, 5:00 PM ET at the school")).toBeVisible();
    await expectAccessible(page);

    await r2.getByRole("button", { name: "Publish: R2" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
    await expect(r2.getByText("Draft waiting (not seen by applicants)")).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: "catalogue.deadline.publish" })).toBeVisible();

    await page.getByRole("link", { name: "All schools" }).click();
    await expect(page.getByRole("row").filter({ has: page.getByRole("link", { name: "Cornell Johnson" }) })).toContainText("1 of 3");
  });
});
