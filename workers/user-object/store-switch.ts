// Where one kind of the applicant's work is kept, D1 or this object, and the online move between
// them (docs/scale.md steps 2 and 3): the chat (`chat:store`), the essays' newest texts
// (`essays:store`) and the work rows (`work:store`) each have one. Which store holds them is
// recorded in the object's storage: unset until they have moved from D1 (an account made before
// new accounts started here), "object" after or from a new account's start, "d1" after a move
// back. The kind follows its setting (CHAT_STORE, ESSAY_STORE, WORK_STORE): a call of an object
// not where the setting wants moves it there first; the hourly cron moves the others.
// Only one move (or move back) runs at a time, and a call waits for the one under way: nobody
// reads a half-moved store. The moves themselves (copy, read back, compare, only then delete) are
// the kind's own.

export type StoreState = "object" | "d1" | "unmoved";

/** The key in the object's storage recording where each kind is. */
export const STORE_KEYS = { chat: "chat:store", essays: "essays:store", work: "work:store" } as const;

export type StoreMoves<Moved> = {
  /** The key in the object's storage recording where this kind is. */
  key: string;
  /** The kind's name in log lines ("chat", "essay", "work"). */
  name: string;
  /** Where the setting wants this kind kept. */
  wanted: () => "object" | "d1";
  /** Moves what D1 holds into the object, verified; records "object" once done. */
  toObject: (userId: string) => Promise<Moved>;
  /** The rollback: writes the object's copy into D1, verified; records "d1" and forgets the copy once done. */
  toD1: (userId: string) => Promise<Moved>;
  /**
   * Whether all of this kind is in the object when it says "object" (the work rows: a table that
   * joined after the applicant moved is still in D1, and is moved on the next call). Always, unless given.
   */
  whole?: () => boolean;
};

export class StoreSwitch<Moved> {
  private moving: Promise<unknown> | null = null;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly moves: StoreMoves<Moved>,
  ) {}

  /** Where this kind is now. */
  state(): StoreState {
    return this.storage.kv.get<StoreState>(this.moves.key) ?? "unmoved";
  }

  /** Records where this kind is (a move's last step, with no await between it and what it concludes). */
  record(state: "object" | "d1") {
    this.storage.kv.put(this.moves.key, state);
  }

  /** The setting's wish: "object" or "d1". */
  wanted() {
    return this.moves.wanted();
  }

  /** Once no move is under way. */
  async settled() {
    while (this.moving) await this.moving.catch(() => undefined);
  }

  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    // Checked again right before starting, with no await between: two calls never move at once.
    while (this.moving) await this.moving.catch(() => undefined);
    const running = work();
    this.moving = running;
    try {
      return await running;
    } finally {
      this.moving = null;
    }
  }

  /**
   * Moves this kind where the setting wants it when it is not there (a move that fails is logged,
   * and the store it was in goes on answering); where it is once any move is over.
   */
  async settle(userId: string): Promise<StoreState> {
    await this.settled();
    const [state, wanted] = [this.state(), this.moves.wanted()];
    const { name } = this.moves;
    if (wanted === "object" && (state !== "object" || !(this.moves.whole?.() ?? true))) {
      await this.exclusive(() => this.moves.toObject(userId)).catch((error: unknown) =>
        console.error(`${name} move: not moved on this call, D1 answers`, { userId, error: String(error) }),
      );
    } else if (wanted === "d1" && state === "object") {
      await this.exclusive(() => this.moves.toD1(userId)).catch((error: unknown) =>
        console.error(`${name} move back: not moved on this call, the object answers`, { userId, error: String(error) }),
      );
    }
    await this.settled();
    return this.state();
  }

  /**
   * A new account's kind starts in the object, its own, with nothing to move (D1 has nothing of an
   * account made a moment ago): `register` writes what the rollback's walk reads, then the state is
   * recorded. Only while unmoved and wanted here; false when it did nothing.
   */
  async startHere(register: () => Promise<void>): Promise<boolean> {
    return this.exclusive(async () => {
      if (this.state() !== "unmoved" || this.moves.wanted() !== "object") return false;
      await register();
      this.record("object");
      return true;
    });
  }

  /** The hourly move: nothing (`none`) while the setting wants D1; also catches up rows an older release wrote there. */
  async move(userId: string, none: Moved): Promise<Moved> {
    if (this.moves.wanted() === "d1") return none;
    return this.exclusive(() => this.moves.toObject(userId));
  }

  /** The rollback's move back, asked by the cron's walk. */
  async moveBack(userId: string): Promise<Moved> {
    return this.exclusive(() => this.moves.toD1(userId));
  }
}
