import { readFile } from "node:fs/promises";
import { type Page, expect, test } from "./fixtures";
import { drawPages, recall } from "./ocr";
import { openFirstTuckEssay, saveStatus, sidebar } from "./workspace-helpers";

// Every PDF Scout makes, drawn and read back as a person sees it (docs/export.md): an essay, a
// school's essays, the authorship report and a recommender's brief, each page drawn by poppler and
// read by tesseract, with text in each script the export font promises (Latin with accents,
// French, Polish and Vietnamese; Greek; Cyrillic). At least 98% of the words must come back.

const texts = {
  fra: "Quand j'ai rejoint l'équipe à Genève, le problème était évident : nos clients âgés ne comprenaient pas la facturation. J'ai proposé une réforme légère, testée d'abord auprès de vingt familles. Après trois mois, les réclamations ont baissé de moitié, et ma directrice m'a confié la coordination du projet pour toute la Suisse romande. Ce que j'en retiens : écouter avant de décider, mesurer avant de généraliser. L'année suivante, j'ai formé douze collègues à cette méthode ; ils ont à leur tour conçu des améliorations que je n'aurais jamais imaginées seul. Aujourd'hui, je veux apprendre à diriger des équipes plus grandes, dans des entreprises où chaque décision touche des milliers de personnes.",
  pol: "Kiedy dołączyłem do zespołu w Łodzi, zobaczyłem, że nasze małe sklepy tracą klientów. Zaproponowałem prosty system zamówień przez telefon. Po pół roku sprzedaż wzrosła o czterdzieści procent, a właściciele zaczęli sami zgłaszać pomysły. Nauczyłem się, że zmiana zaczyna się od słuchania ludzi, którzy pracują najbliżej problemu. W następnym roku poprowadziłem szkolenia dla piętnastu sklepów w całym województwie. Nie wszystko się udało: dwa sklepy zrezygnowały, bo system był dla nich zbyt skomplikowany. Dzięki ich uwagom uprościliśmy go i dziś korzysta z niego ponad sto firm. Chcę zdobyć wiedzę, która pozwoli mi budować takie rozwiązania na większą skalę.",
  ell: "Όταν ξεκίνησα να εργάζομαι στην Αθήνα, η ομάδα μας είχε μόνο πέντε ανθρώπους. Δημιουργήσαμε ένα νέο σύστημα παραγγελιών για τα μικρά καταστήματα της γειτονιάς. Μετά από ένα χρόνο, οι πελάτες μας τριπλασιάστηκαν. Έμαθα ότι η ακρόαση είναι πιο σημαντική από κάθε σχέδιο, και ότι η εμπιστοσύνη χτίζεται αργά. Τον επόμενο χρόνο εκπαιδεύσαμε είκοσι καταστηματάρχες σε τρεις πόλεις. Κάποιοι δεν πίστευαν ότι η τεχνολογία θα τους βοηθούσε, αλλά τα αποτελέσματα τους έπεισαν. Σήμερα θέλω να μάθω πώς να οδηγώ μεγαλύτερες ομάδες και να παίρνω αποφάσεις που αγγίζουν χιλιάδες ανθρώπους σε όλη την Ελλάδα.",
  rus: "Когда я начал работать в Москве, в нашей команде было всего пять человек. Мы создали новую систему заказов для небольших магазинов нашего района. Через год число клиентов выросло в три раза. Я понял, что умение слушать важнее любого плана, а доверие строится медленно и теряется быстро. В следующем году мы обучили двадцать владельцев магазинов в трёх городах. Не все верили, что технология им поможет, но результаты их убедили. Теперь я хочу научиться руководить большими командами и принимать решения, от которых зависит жизнь тысяч людей. Именно поэтому я подаю заявку на программу MBA именно сейчас.",
  vie: "Khi tôi bắt đầu làm việc tại Hà Nội, đội của chúng tôi chỉ có năm người. Chúng tôi đã xây dựng một hệ thống giao hàng mới cho các cửa hàng nhỏ trong khu phố. Sau một năm, số khách hàng tăng gấp ba lần. Tôi học được rằng lắng nghe khách hàng quan trọng hơn mọi kế hoạch. Năm tiếp theo, chúng tôi đào tạo hai mươi chủ cửa hàng ở ba thành phố. Không phải ai cũng tin rằng công nghệ sẽ giúp được họ, nhưng kết quả đã thuyết phục họ. Bây giờ tôi muốn học cách lãnh đạo những đội lớn hơn và đưa ra quyết định ảnh hưởng đến hàng nghìn người.",
};

/** Writes `text` into the essay open in the editor and saves it. */
async function write(page: Page, text: string) {
  await page.getByRole("textbox", { name: /Essay text/ }).fill(text);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText("Saved");
}

async function downloaded(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return new Uint8Array(await readFile((await file.path())!));
}

/** Page `n` of the PDF read in each of `checks`' languages: every check's words at least 98% there. */
async function expectReadBack(what: string, pdf: Uint8Array, pages: { n: number; checks: { languages: string; text: string | "text layer" }[] }[]) {
  const drawn = await drawPages(pdf);
  try {
    for (const { n, checks } of pages) {
      for (const { languages, text } of checks) {
        const expected = text === "text layer" ? await drawn.text(n) : text;
        const read = recall(expected, await drawn.read(n, languages));
        expect(read.words, `${what}, page ${n}: words to read`).toBeGreaterThan(90);
        expect(read.share, `${what}, page ${n} (${languages}): not read back: ${read.missing.join(" ")}`).toBeGreaterThanOrEqual(0.98);
      }
    }
  } finally {
    await drawn.done();
  }
}

test("every kind of PDF draws its words in each script: an essay, a school's essays, the authorship report, a recommender's brief", async ({
  page,
  trialApplicant: _,
}) => {
  test.setTimeout(240_000);
  await openFirstTuckEssay(page);
  const essayId = /\/app\/essays\/([^/?]+)/.exec(page.url())![1]!;
  await write(page, `${texts.fra}\n\n${texts.pol}`);
  const essay = await downloaded(page, page.getByRole("link", { name: "PDF", exact: true }));
  for (const [title, text] of [
    [/Essay 2: Tell us who you are/, texts.ell],
    [/Essay 3: Investing in others/, texts.rus],
  ] as const) {
    await sidebar(page).getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await write(page, text);
  }
  await page.goto("/app");
  const school = await downloaded(page, page.getByRole("link", { name: "Download all Tuck essays as PDF" }));
  const report = await page.request.get(`/app/export/report/${essayId}`);
  expect(report.status()).toBe(200);

  await page.goto("/app/recommenders");
  await page.getByRole("textbox", { name: "Name of the new recommender" }).fill("Jo Rivera");
  await page.getByRole("textbox", { name: "E-mail of the new recommender" }).fill("jo.rivera@example.com");
  await page.getByRole("button", { name: "Add recommender" }).click();
  const card = page.getByRole("region", { name: "Jo Rivera", exact: true });
  await card.getByRole("button", { name: "Write the brief" }).click();
  const brief = card.getByRole("textbox", { name: "Brief for Jo Rivera (edit before you share it)" });
  await expect(brief).toBeVisible();
  await brief.fill(texts.vie);
  await card.getByRole("button", { name: "Save brief" }).click();
  await expect(page.getByText("Links to it show this text.")).toBeVisible();
  await card.getByRole("button", { name: "Make a link" }).click();
  const link = await card.getByTestId("share-url").textContent();
  const shared = await page.request.get(`${link!}/pdf`);
  expect(shared.status()).toBe(200);

  const latin = [
    { languages: "fra+eng", text: texts.fra },
    { languages: "pol+eng", text: texts.pol },
  ];
  await expectReadBack("the essay", essay, [{ n: 1, checks: latin }]);
  await expectReadBack("Tuck's essays", school, [
    { n: 1, checks: latin },
    { n: 2, checks: [{ languages: "ell+eng", text: texts.ell }] },
    { n: 3, checks: [{ languages: "rus+eng", text: texts.rus }] },
  ]);
  await expectReadBack("the authorship report", await report.body(), [{ n: 1, checks: [{ languages: "eng", text: "text layer" }] }]);
  await expectReadBack("the brief", await shared.body(), [{ n: 1, checks: [{ languages: "vie+eng", text: texts.vie }] }]);
});
