// The queues wrangler.toml declares, read from its text: the one place queue names are written.
// `npm run deploy` creates what it names (scripts/deploy/plan.ts), /api/health?deep=1 checks each
// producer binding it names (the toml is bundled as text, see its [[rules]]), and
// workers/queues/consumers.test.ts holds the consumers in code to it both ways.

export type QueueDeclarations = {
  producers: { binding: string; queue: string }[];
  consumers: { queue: string; deadLetterQueue: string | null }[];
  /** Every queue named (produced to, consumed, dead letters), each once, in the order the file names them. */
  names: string[];
};

/** The [[queues.producers]] and [[queues.consumers]] tables of a wrangler.toml. */
export function queuesInToml(toml: string): QueueDeclarations {
  const declared: QueueDeclarations = { producers: [], consumers: [], names: [] };
  const name = (queue: string) => declared.names.includes(queue) || declared.names.push(queue);
  let table: { kind: "producer" | "consumer" | null; keys: Record<string, string> } = { kind: null, keys: {} };
  const close = () => {
    const { kind, keys } = table;
    if (kind === "producer" && keys.binding && keys.queue) {
      declared.producers.push({ binding: keys.binding, queue: keys.queue });
      name(keys.queue);
    }
    if (kind === "consumer" && keys.queue) {
      declared.consumers.push({ queue: keys.queue, deadLetterQueue: keys.dead_letter_queue ?? null });
      name(keys.queue);
      if (keys.dead_letter_queue) name(keys.dead_letter_queue);
    }
  };
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith("[")) {
      close();
      const kind = line === "[[queues.producers]]" ? "producer" : line === "[[queues.consumers]]" ? "consumer" : null;
      table = { kind, keys: {} };
      continue;
    }
    const pair = /^([A-Za-z_]+)\s*=\s*"([^"]*)"/.exec(line);
    if (pair) table.keys[pair[1]!] = pair[2]!;
  }
  close();
  return declared;
}
