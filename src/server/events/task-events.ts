/** What changed, small enough for a PostgreSQL NOTIFY payload; receivers load the task themselves. */
export interface TaskChange {
  type: "task.created" | "task.updated" | "task.deleted";
  userId: string;
  taskId: string;
}

export type TaskChangeListener = (change: TaskChange) => void;

/**
 * Carries task changes to every open event stream of their owner. One process: in memory.
 * Several instances on one PostgreSQL: LISTEN/NOTIFY, so a change made through any instance reaches all.
 */
export interface TaskEventBus {
  publish(change: TaskChange): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(userId: string, listener: TaskChangeListener): () => void;
  /** Called once when the bus stops (server shutdown), so open streams can end. */
  onClose(listener: () => void): () => void;
  close(): Promise<void>;
}
