import { type FuzzEntry, at, submit } from "./fuzz-kit";

// The fuzz's application routes: the dashboard, resume, goals, deadlines, letters, profile, submit and the season after.
export const applicationsFuzz: Record<string, FuzzEntry> = {
  "routes/app._index": {
    submissions: [
      submit("an item's status", at("/app?index"), () => ({ intent: "item-status", school: "Tuck", kind: "fee", status: "done" })),
      submit("an item added", at("/app?index"), () => ({ intent: "add-item", school: "Tuck", label: "Campus visit" })),
      submit("a test score", at("/app?index"), () => ({
        intent: "test-score",
        test: "gmat_focus",
        score: "705",
        takenOn: "2026-10-12",
        "sections.quant": "84",
      })),
    ],
  },
  "routes/admin.round-dates.$schoolId": {
    submissions: [
      submit("an added date", at("/admin/round-dates/tuck"), () => ({
        intent: "add",
        cycle: "2026-2027",
        round: "R1",
        kind: "decision",
        date: "2026-12-11",
        approx: "",
        pageDate: "",
        sources: "https://www.tuck.dartmouth.edu/admissions",
        note: "",
      })),
      submit("a removal", at("/admin/round-dates/tuck"), () => ({ intent: "remove", id: "seed-tuck-2025-2026-r1-decision" })),
    ],
  },
  "routes/admin.season-facts.$schoolId": {
    submissions: [
      submit("an added fact", at("/admin/season-facts/booth"), () => ({
        intent: "add",
        topic: "waitlist",
        cycle: "2026-2027",
        value: "Reviews its waitlist every two weeks",
        sourceUrl: "https://www.chicagobooth.edu/admissions",
        owner: "school",
        thirdParty: "",
        pageDate: "",
        note: "",
        acceptsUpdates: "yes",
        updatesWhen: "",
        wordLimit: "",
        cadenceDays: "14",
        amount: "",
        currency: "USD",
        refundable: "unknown",
        binding: "unknown",
      })),
      submit("a removal", at("/admin/season-facts/booth"), () => ({ intent: "remove", id: "season-chicago-booth-cost-0" })),
    ],
  },
  "routes/admin.application-items.$schoolId": {
    submissions: [
      submit("an edit", at("/admin/application-items/tuck"), () => ({
        intent: "save",
        kind: "fee",
        asks: "yes",
        detail: "US$250",
        source: "https://www.tuck.dartmouth.edu/admissions",
        cycle: "2026-2027",
        note: "",
      })),
      submit("an English test with the tests it lists", at("/admin/application-items/tuck"), () => ({
        intent: "save",
        kind: "english",
        asks: "yes",
        detail: "TOEFL or IELTS",
        acceptedTests: "toefl",
        source: "https://www.tuck.dartmouth.edu/admissions",
        cycle: "2026-2027",
        note: "",
      })),
      submit("the letters", at("/admin/application-items/tuck"), () => ({
        intent: "save-letters",
        letters: "2",
        lettersNote: "",
        questions: "How does the applicant compare?",
        questionsCycle: "2026-2027",
        usesGmacCommonLor: "unknown",
        sources: "https://www.tuck.dartmouth.edu/admissions",
        note: "",
      })),
    ],
  },
  "routes/app.resume": {
    submissions: [
      submit("save", at("/app/resume"), () => ({ intent: "save", content: "Analyst, 2021-2024", baseRevision: "0" })),
      submit("feedback", at("/app/resume"), () => ({ intent: "feedback" })),
      ...(["resolve", "ignore", "add-word"] as const).map((intent) => submit(intent, at("/app/resume"), (owner) => ({ intent, itemId: owner.resumeItemId }))),
      submit("clear", at("/app/resume"), () => ({ intent: "clear" })),
      submit("english", at("/app/resume"), () => ({ intent: "english", variant: "uk" })),
    ],
  },
  "routes/app.goals.save": { json: true, submissions: [submit("autosave", at("/app/goals/save"), () => ({ longTermVision: "Lead a climate fund" }))] },
  "routes/app.deadlines": {
    submissions: [
      submit("round", at("/app/deadlines"), () => ({ intent: "round", school: "Tuck", round: "R2" })),
      submit("enter a date", at("/app/deadlines"), () => ({
        intent: "enter-date",
        school: "Tuck",
        date: "2027-01-05",
        time: "12:00",
        timeZone: "America/New_York",
      })),
      submit("use the school's date", at("/app/deadlines"), () => ({ intent: "use-school-date", school: "Tuck" })),
      submit("clear the date", at("/app/deadlines"), () => ({ intent: "clear-date", school: "Tuck" })),
      submit("calendar link", at("/app/deadlines"), () => ({ intent: "rotate-feed" })),
      submit("calendar link off", at("/app/deadlines"), () => ({ intent: "turn-off-feed" })),
    ],
  },
  "routes/app.recommenders": {
    submissions: [
      submit("add", at("/app/recommenders"), () => ({ intent: "add", name: "Jo Rivera", email: "jo@example.com", relationship: "supervisor" })),
      submit("update", at("/app/recommenders"), (owner) => ({
        intent: "update",
        recommenderId: owner.recommenderId,
        name: "Jo Rivera",
        email: "jo@example.com",
        relationship: "client",
        nudge: "on",
      })),
      submit("add a school", at("/app/recommenders"), (owner) => ({ intent: "add-letter", recommenderId: owner.recommenderId, school: "Tuck" })),
      submit("letter status", at("/app/recommenders"), (owner) => ({ intent: "letter-status", letterId: owner.letterId, status: "agreed" })),
      submit("stories", at("/app/recommenders"), (owner) => ({ intent: "stories", recommenderId: owner.recommenderId, storyIds: owner.essay.id })),
      submit("save the brief", at("/app/recommenders"), (owner) => ({ intent: "save-brief", recommenderId: owner.recommenderId, content: "Atlas, 2024" })),
      // Not "generate-brief": each accepted submission queues a job that rewrites the brief's row in
      // the background while the fuzz compares snapshots. Its one field (an id) is probed by the
      // cross-user sweep and recommenders.test.ts.
      submit("share", at("/app/recommenders"), (owner) => ({ intent: "share", recommenderId: owner.recommenderId })),
      submit("revoke", at("/app/recommenders"), (owner) => ({ intent: "revoke", shareId: owner.briefShareId })),
      submit("remove a school", at("/app/recommenders"), (owner) => ({ intent: "remove-letter", letterId: owner.letterId })),
      submit("delete", at("/app/recommenders"), (owner) => ({ intent: "delete", recommenderId: owner.recommenderId })),
    ],
  },
  "routes/app.profile": {
    submissions: [
      submit("add a job", at("/app/profile"), () => ({
        intent: "add-position",
        employer: "Acme",
        title: "Analyst",
        startMonth: "2021-07",
        endMonth: "",
        teamSize: "4",
      })),
      submit("add education", at("/app/profile"), () => ({
        intent: "add-education",
        institution: "State",
        degree: "BA",
        endMonth: "2021-06",
        gpa: "3.7",
        gpaScale: "4",
      })),
      submit("add a language", at("/app/profile"), () => ({ intent: "add-language", language: "Spanish", level: "fluent" })),
      submit("edit a job", at("/app/profile"), (owner) => ({
        intent: "edit-position",
        id: owner.positionId,
        employer: "Acme",
        title: "Senior Analyst",
        startMonth: "2021-07",
        endMonth: "",
        teamSize: "4",
      })),
      submit("remove", at("/app/profile"), (owner) => ({ intent: "remove", entry: "position", id: owner.positionId })),
      submit("who the questions are for", at("/app/profile"), () => ({ intent: "circumstances", reapplicant: "yes", international: "no" })),
    ],
  },
  "routes/app.submit.$school": {
    submissions: [
      submit("submit", at("/app/submit/Tuck"), () => ({ intent: "submit", round: "R1", submittedOn: "2026-09-20", disclosure: "Feedback only." })),
      submit("undo", at("/app/submit/Tuck"), () => ({ intent: "undo" })),
    ],
  },
  "routes/app.standing.$school": {
    submissions: [
      submit("invited", at("/app/standing/Tuck"), () => ({
        intent: "invited",
        happenedOn: "2026-11-20",
        slotDate: "2027-01-10",
        slotTime: "10:00",
        slotZone: "America/New_York",
        format: "video",
        interviewer: "An alum",
      })),
      submit("interviewed", at("/app/standing/Tuck"), () => ({ intent: "interviewed", happenedOn: "2026-11-25" })),
      submit("decision", at("/app/standing/Tuck"), () => ({ intent: "decision", decision: "waitlisted", happenedOn: "2026-11-25" })),
      submit("remove the latest", at("/app/standing/Tuck"), () => ({ intent: "remove-latest", stepId: "not-a-step" })),
      submit("reapply next cycle", at("/app/standing/Tuck"), () => ({ intent: "reapply" })),
      submit("debrief", at("/app/standing/Tuck"), () => ({ intent: "debrief", stepId: "not-a-step", questions: "Why now?", howItWent: "Well." })),
      submit("reflection", at("/app/standing/Tuck"), () => ({ intent: "reflection", stepId: "not-a-step", reflection: "One more thing." })),
    ],
  },
  "routes/app.offers": {
    submissions: [
      submit("cost", at("/app/offers"), () => ({ intent: "cost", school: "Yale SOM", source: "own", currency: "USD", amount: "119110" })),
      submit("item", at("/app/offers"), () => ({
        intent: "item",
        school: "Yale SOM",
        kind: "deposit",
        name: "Deposit",
        amount: "2000",
        dueOn: "2099-04-01",
        refundable: "no",
      })),
      submit("remove an item", at("/app/offers"), (owner) => ({ intent: "remove-item", itemId: owner.offerItemId })),
      submit("criteria", at("/app/offers"), () => ({ intent: "criteria", "names[0]": "Career", "weights[0]": "5" })),
      submit("scores", at("/app/offers"), () => ({ intent: "scores", school: "Yale SOM", "criterionIds[0]": "c1", "scores[0]": "7" })),
      submit("rates", at("/app/offers"), () => ({ intent: "rates", baseCurrency: "USD", "currencies[0]": "EUR", "rates[0]": "1.08" })),
      submit("negotiation-save", at("/app/offers"), () => ({ intent: "negotiation-save", school: "Yale SOM", draft: "Could you reconsider?" })),
      submit("negotiation-sent", at("/app/offers"), () => ({ intent: "negotiation-sent", school: "Yale SOM", sentOn: "2026-11-27" })),
      submit("negotiation-answered", at("/app/offers"), () => ({ intent: "negotiation-answered", school: "Yale SOM", answeredOn: "2026-11-28" })),
    ],
  },
  "routes/app.before-you-start": {
    submissions: [
      submit("choose", at("/app/before-you-start"), () => ({ intent: "choose", school: "Yale SOM", visa: "yes" })),
      submit("item-status", at("/app/before-you-start"), () => ({ intent: "item-status", school: "Yale SOM", kind: "us_sevis_fee", status: "done" })),
      submit("item-date", at("/app/before-you-start"), () => ({ intent: "item-date", school: "Yale SOM", kind: "housing", dueOn: "2027-05-01" })),
      submit("add-item", at("/app/before-you-start"), () => ({ intent: "add-item", school: "Yale SOM", label: "Winter coat", dueOn: "2027-08-01" })),
      submit("own-status", at("/app/before-you-start"), (owner) => ({ intent: "own-status", itemId: owner.matriculationItemId, status: "done" })),
      submit("own-date", at("/app/before-you-start"), (owner) => ({ intent: "own-date", itemId: owner.matriculationItemId, dueOn: "2027-07-01" })),
      submit("remove-item", at("/app/before-you-start"), (owner) => ({ intent: "remove-item", itemId: owner.matriculationItemId })),
      submit("unchoose", at("/app/before-you-start"), () => ({ intent: "unchoose", school: "Yale SOM" })),
    ],
  },
  "routes/app.waitlist.$school": {
    submissions: [
      submit("save", at("/app/waitlist/Kellogg"), () => ({ intent: "save", body: "I was promoted." })),
      submit("sent", at("/app/waitlist/Kellogg"), () => ({ intent: "sent", sentOn: "2026-11-28" })),
    ],
  },
  "routes/app.next-rounds": { submissions: [submit("add", at("/app/next-rounds"), () => ({ intent: "add", school: "Kellogg" }))] },
};
