import type { Server } from "node:http";
import { createFakeOpenAI } from "../fakes/openai";
import { FAKE_PORTS } from "../fakes/ports";
import { serveFake } from "../fakes/serve";
import { evalSettings } from "./settings";
import { createRecordingProxy } from "./recording-proxy";

// The evaluation's own OpenAI fake and, in front of it (or of the real API), the recording proxy
// the worker is pointed at.
export default async function setup() {
  const settings = evalSettings();
  const servers: Server[] = [
    await serveFake(createFakeOpenAI().handler, FAKE_PORTS.evalOpenai),
    await serveFake(createRecordingProxy(settings.upstream).handler, FAKE_PORTS.evalProxy),
  ];
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
