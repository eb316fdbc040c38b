import { archiveMessageSchema } from "../../app/domain/export/account-archive";
import { buildArchive, failArchive } from "../../app/services/export/archive-zip.server";
import { queueJob } from "./queue-job";

// The export queue: each account archive built by the service (app/services/export/archive-zip.server.ts),
// retried when it threw; one whose every try failed is marked failed (the person may ask again).
export const exportQueue = queueJob({
  name: "account archive",
  schema: archiveMessageSchema,
  subject: (message) => ({ archiveId: message.archiveId }),
  run: async (deps, message) => {
    const outcome = await buildArchive(deps, message, new Date());
    console.log("account archive", { archiveId: message.archiveId, outcome });
  },
  deadLetter: (deps, message) => failArchive(deps.db, message),
});
