import type { Server } from "node:http";
import { createFakeEmail } from "./email";
import { createFakeOpenAI } from "./openai";
import { createFakeStripe } from "./stripe";
import { SCHOOL_PAGE_PORT, createFakeSchoolSite } from "./school-page";
import { FAKE_PORTS } from "./ports";
import { serveFake } from "./serve";

// Vitest global setup for the integration tests: the fakes listen on loopback for the whole run.
export default async function setup() {
  const servers: Server[] = [
    await serveFake(createFakeOpenAI().handler, FAKE_PORTS.openai),
    await serveFake(createFakeOpenAI().handler, FAKE_PORTS.countOpenai),
    await serveFake(createFakeEmail().handler, FAKE_PORTS.email),
    await serveFake(createFakeStripe().handler, FAKE_PORTS.stripe),
    await serveFake(createFakeSchoolSite().handler, SCHOOL_PAGE_PORT),
  ];
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
