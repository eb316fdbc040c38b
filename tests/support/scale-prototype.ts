import { z } from "zod";
import { errorBody } from "../../app/domain/platform/http-errors";
import { createAppContext } from "../../workers/context";
import { apiSessionUser } from "../../workers/api/session-user";
import type { UserObject } from "./test-worker";

// The storage prototype of docs/scale.md: the cost of keeping an applicant's essays in their own
// object's SQLite instead of D1, on this machine. Test build only (never deployed).
//
// Both ways do what an autosave does to storage: a conditional write of one essay (the revision
// it started from) and the workspace's read of every newest essay's summary, as one D1 batch or
// as one call to the object. The object gets a copy of the applicant's essays first.

export type PrototypeEssay = { id: string; content: string; revision: number };

/** The object's side: a table of essays in its SQLite, written and read as a save does. */
export class PrototypeEssays {
  constructor(private readonly sql: SqlStorage) {
    sql.exec("CREATE TABLE IF NOT EXISTS prototype_essays (id TEXT PRIMARY KEY, content TEXT NOT NULL, revision INTEGER NOT NULL)");
  }

  load(essays: PrototypeEssay[]) {
    this.sql.exec("DELETE FROM prototype_essays");
    for (const essay of essays) this.sql.exec("INSERT INTO prototype_essays (id, content, revision) VALUES (?, ?, ?)", essay.id, essay.content, essay.revision);
  }

  save(id: string, content: string, baseRevision: number) {
    const written = this.sql
      .exec("UPDATE prototype_essays SET content = ?, revision = revision + 1 WHERE id = ? AND revision = ? RETURNING revision", content, id, baseRevision)
      .toArray();
    const summaries = this.sql.exec("SELECT id, revision, length(content) AS characters FROM prototype_essays").toArray();
    return { saved: written.length === 1, essays: summaries.length };
  }
}

const prototypeSchema = z.object({ iterations: z.number().int().min(1).max(500) }).strict();

/** POST /api/test/scale-prototype: times the signed-in applicant's save both ways, `iterations` times each. */
export async function runScalePrototype(request: Request, env: Env) {
  const app = createAppContext(env, request);
  const user = await apiSessionUser(app);
  if (!user) return Response.json(errorBody("unauthenticated", "Please sign in first.", app.requestId), { status: 401 });
  const { iterations } = prototypeSchema.parse(await request.json());
  const rows = await env.DB.prepare(
    "CREATE TABLE IF NOT EXISTS prototype_essays (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, content TEXT NOT NULL, revision INTEGER NOT NULL)",
  )
    .run()
    .then(() => env.DB.prepare("SELECT id, essay_content AS content, revision FROM essay_submissions WHERE user_id = ?").bind(user.id).all<PrototypeEssay>());
  const essays = rows.results;
  const first = essays[0];
  if (!first) return Response.json(errorBody("not_found", "No essays to try.", app.requestId), { status: 404 });
  // D1's copy in a table of its own, so the applicant's real essays stay as they are.
  await env.DB.batch([
    env.DB.prepare("DELETE FROM prototype_essays WHERE user_id = ?").bind(user.id),
    ...essays.map((essay) => env.DB.prepare("INSERT INTO prototype_essays VALUES (?, ?, ?, ?)").bind(essay.id, user.id, essay.content, essay.revision)),
  ]);
  // The test build's object (test-worker.ts) has the prototype's two methods.
  const object = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(user.id)) as unknown as DurableObjectStub<UserObject>;
  await object.prototypeLoad({ userId: user.id, essays });

  let d1Revision = first.revision;
  const d1Started = Date.now();
  for (let i = 0; i < iterations; i++) {
    const [written] = await env.DB.batch([
      env.DB.prepare("UPDATE prototype_essays SET content = ?, revision = revision + 1 WHERE id = ? AND revision = ? RETURNING revision").bind(
        `${first.content} ${i}`,
        first.id,
        d1Revision,
      ),
      env.DB.prepare("SELECT id, revision, length(content) AS characters FROM prototype_essays WHERE user_id = ?").bind(user.id),
    ]);
    if (written?.results.length !== 1) throw new Error("the D1 save did not apply");
    d1Revision += 1;
  }
  const d1Ms = Date.now() - d1Started;

  let objectRevision = first.revision;
  const objectStarted = Date.now();
  for (let i = 0; i < iterations; i++) {
    const answer = await object.prototypeSave({ userId: user.id, id: first.id, content: `${first.content} ${i}`, baseRevision: objectRevision });
    if (!answer.saved) throw new Error("the object's save did not apply");
    objectRevision += 1;
  }
  const objectMs = Date.now() - objectStarted;
  await env.DB.prepare("DELETE FROM prototype_essays WHERE user_id = ?").bind(user.id).run();
  return Response.json({ essays: essays.length, iterations, d1MsPerSave: d1Ms / iterations, objectMsPerSave: objectMs / iterations });
}
