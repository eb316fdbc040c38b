import { z } from "zod";

// Kept apart from voice.ts, which the browser imports: zod stays out of the voice bundles.

/** The browser's SDP offer, as the worker takes it (a WebRTC offer is a few kilobytes). */
export const sdpOfferSchema = z
  .string()
  .max(20_000)
  .regex(/^v=0\r?\n/, "An SDP offer starts with v=0.");
