// One Durable Object has one alarm, and two capabilities wake with it: voice calls (a deadline, a
// hangup to ask again) and the essays' summaries D1 still owes. Each says when it next needs
// waking (null: never); the alarm is set to the earliest, or cleared when neither needs it. The
// times are in the object's storage, so an eviction loses none.
export type AlarmPurpose = "voice" | "essays";

const PURPOSES: AlarmPurpose[] = ["voice", "essays"];

export class AlarmClock {
  constructor(private readonly storage: DurableObjectStorage) {}

  async wakeFor(purpose: AlarmPurpose, at: number | null) {
    if (at === null) this.storage.kv.delete(`alarm:${purpose}`);
    else this.storage.kv.put(`alarm:${purpose}`, at);
    const times = PURPOSES.map((each) => this.storage.kv.get<number>(`alarm:${each}`)).filter((time) => time !== undefined);
    if (times.length > 0) await this.storage.setAlarm(Math.min(...times));
    else await this.storage.deleteAlarm();
  }

  /** Wakes for this purpose at `at` at the latest: an earlier wake already set for it stays. */
  async wakeBy(purpose: AlarmPurpose, at: number) {
    const set = this.storage.kv.get<number>(`alarm:${purpose}`);
    if (set !== undefined && set <= at) return;
    await this.wakeFor(purpose, at);
  }
}
