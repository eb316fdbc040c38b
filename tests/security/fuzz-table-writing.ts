import { essayActionIntents } from "../../app/routes/app.essays.$essayId/essay-action.server";
import { type FuzzEntry, at, essayFields, essayPath, submit } from "./fuzz-kit";

// The fuzz's writing routes: essays, their reports and readers, chat, schools and interviews.
export const writingFuzz: Record<string, FuzzEntry> = {
  "routes/app.essays.$essayId": {
    submissions: essayActionIntents.map((intent) => submit(`intent=${intent}`, (owner) => `${essayPath(owner)}.data`, essayFields[intent])),
  },
  "routes/app_.essays.$essayId_.report": {
    submissions: [
      submit(
        "a share link",
        (owner) => `${essayPath(owner)}/report.data`,
        () => ({ intent: "share" }),
      ),
      submit(
        "revoke a link",
        (owner) => `${essayPath(owner)}/report.data`,
        () => ({ intent: "revoke", shareId: crypto.randomUUID() }),
      ),
    ],
  },
  "routes/app_.essays.$essayId_.readers": {
    submissions: [
      submit(
        "invite a reader",
        (owner) => `${essayPath(owner)}/readers.data`,
        () => ({
          intent: "invite",
          readerName: "Kim",
          readerEmail: "kim@example.com",
          role: "alum",
          lookFor: "The opening",
          dueOn: "2026-12-20",
          scale: "clarity",
        }),
      ),
      submit(
        "revoke a link",
        (owner) => `${essayPath(owner)}/readers.data`,
        () => ({ intent: "revoke", linkId: crypto.randomUUID() }),
      ),
    ],
  },
  "routes/app_.schools.$school.readers": {
    submissions: [
      submit("invite a reader to the set", at("/app/schools/Tuck/readers"), () => ({
        intent: "invite",
        readerName: "Kim",
        readerEmail: "kim@example.com",
        role: "alum",
        lookFor: "The opening",
        dueOn: "2026-12-20",
        scale: "clarity",
      })),
      submit("revoke a link", at("/app/schools/Tuck/readers"), () => ({ intent: "revoke", linkId: crypto.randomUUID() })),
    ],
  },
  // The reader's page takes no session: the link's token opens it. Done comes last (it ends comments).
  "routes/shared.read.$token": {
    signedOut: true,
    submissions: [
      submit(
        "a comment",
        (owner) => `/shared/read/${owner.readerToken}.data`,
        () => ({ intent: "comment", quote: "My story", near: "0", body: "Warm", replacement: "Our story" }),
      ),
      submit(
        "a comment on a part of a set the link is not",
        (owner) => `/shared/read/${owner.readerToken}.data`,
        () => ({ intent: "comment", part: crypto.randomUUID(), quote: "My story", near: "0", body: "Warm" }),
      ),
      submit(
        "the scale",
        (owner) => `/shared/read/${owner.readerToken}.data`,
        () => ({ intent: "scale", voice: "4" }),
      ),
      submit(
        "done",
        (owner) => `/shared/read/${owner.readerToken}.data`,
        () => ({ intent: "done" }),
      ),
    ],
  },
  "routes/app.chat": { submissions: [submit("new chat about the essay", at("/app/chat"), (owner) => ({ context: "essay", essayId: owner.essay.id }))] },
  "routes/app.schools": {
    submissions: [
      submit("add", at("/app/schools"), () => ({ intent: "add", school: "Kellogg" })),
      submit("visibility", at("/app/schools"), () => ({ intent: "visibility", school: "Tuck", visible: "false" })),
      submit("move", at("/app/schools"), () => ({ intent: "move", school: "Tuck", index: "0" })),
      submit("add a question", at("/app/schools"), () => ({ intent: "add-question", school: "Tuck", title: "Optional essay" })),
      submit("delete", at("/app/schools"), () => ({ intent: "delete", school: "Kellogg" })),
    ],
  },
  "routes/app.interviews._index": {
    submissions: [submit("start", at("/app/interviews"), () => ({ intent: "start", formatId: "behavioural", school: "Tuck" }))],
  },
  "routes/app.interviews.$interviewId": {
    submissions: [
      submit(
        "debrief",
        (owner) => `/app/interviews/${owner.interviewId}`,
        () => ({ intent: "debrief" }),
      ),
      submit(
        "reflection",
        (owner) => `/app/interviews/${owner.interviewId}`,
        () => ({ intent: "reflection", text: "What I would say again.", baseRevision: "0" }),
      ),
    ],
  },
  "routes/admin.interview-formats.$formatId": {
    submissions: [
      submit("an edit", at("/admin/interview-formats/video-essay"), () => ({
        intent: "save",
        name: "Video essay practice (Kellogg, Yale style)",
        summary: "A question you do not know in advance.",
        minutes: "2",
        rubric: "Answer first",
        questions: "Introduce yourself.",
        prepSeconds: "20",
        answerSeconds: "60",
        attempts: "3",
        sources: "https://applyformba.com/kellogg-video-essay/",
        checkedOn: "2026-11-25",
      })),
      submit("a school mapped", at("/admin/interview-formats/video-essay"), () => ({
        intent: "map-school",
        school: "Kellogg",
        note: "Three video questions.",
        sources: "https://applyformba.com/kellogg-video-essay/",
        checkedOn: "2026-11-25",
      })),
      submit("a school taken off", at("/admin/interview-formats/video-essay"), () => ({ intent: "unmap-school", school: "Yale SOM" })),
    ],
  },
};
