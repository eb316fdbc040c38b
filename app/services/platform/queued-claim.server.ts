// A sweep claims a row (a reminder, a nudge) before it queues the e-mail, so two sweeps at once
// never queue it twice. When the queue refuses, the claim is given back so that the next sweep
// tries again, and the sweep hears the failure: a claim never stands for mail that was not queued.

/** Queues what was claimed; when it cannot be queued, gives the claim back and fails. */
export async function queueClaimed(send: () => Promise<unknown>, giveBack: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    await giveBack();
    throw error;
  }
}
