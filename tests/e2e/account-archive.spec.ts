import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { expect, expectAccessible, test } from "./fixtures";

// The account archive in the browser: asked for on /account, built in the background by the
// export queue, then downloaded from the same page.

test("an applicant asks for their archive and downloads it", async ({ page, applicant }) => {
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Download your data" });
  await expect(section).toBeVisible();
  await expectAccessible(page);
  await section.getByRole("button", { name: "Prepare my archive" }).click();
  await expect(page.getByText("Preparing Your Archive", { exact: true })).toBeVisible();

  // Built by the queue's job in the background: the page shows the link once it is ready.
  const link = section.getByRole("link", { name: /Download archive/ });
  await expect(async () => {
    await page.reload();
    await expect(link).toBeVisible();
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);

  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const files = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  const account = JSON.parse(strFromU8(files["account.json"]!)) as { tables: { user: { email: string }[] } };
  expect(account.tables.user[0]!.email).toBe(applicant.email);
  expect(Object.keys(files)).toContain("README.txt");
});
