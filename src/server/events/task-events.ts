/** What changed, small enough for a PostgreSQL NOTIFY payload; receivers load the task themselves. */
export interface TaskChange {
  type: "task.created" | "task.updated" | "task.deleted";
  userId: string;
  taskId: string;
}

/**
 * Word that a stream's client should load everything again: for one user after a change too big to send
 * task by task (an import), or for everyone when changes may have gone unheard (the bus lost its
 * connection for a while).
 */
export interface Resync {
  type: "resync";
  userId?: string;
}

export type BusMessage = TaskChange | Resync;

export type TaskChangeListener = (message: BusMessage) => void;

/**
 * Carries task changes to every open event stream of their owner. One process: in memory.
 * Several instances on one PostgreSQL: LISTEN/NOTIFY, so a change made through any instance reaches all.
 */
export interface TaskEventBus {
  publish(message: TaskChange | Required<Resync>): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(userId: string, listener: TaskChangeListener): () => void;
  /** Called once when the bus stops (server shutdown), so open streams can end. */
  onClose(listener: () => void): () => void;
  close(): Promise<void>;
}
