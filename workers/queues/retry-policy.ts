// The one retry policy for queued work. How many times a message is retried is the platform's to
// count (max_retries in wrangler.toml, one number per queue); after the last retry it goes to the
// queue's dead-letter queue, whose consumer tells the user or releases what the message held.
// The code only says whether a failure is worth retrying and how long to wait.

/** Seconds before the next try: 2, 4, 8… capped at a minute. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(60, 2 ** Math.max(1, attempts));
}
