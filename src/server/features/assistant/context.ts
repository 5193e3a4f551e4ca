import type { AssistantResponse } from "../../../shared/schemas/assistant";
import type { Clock } from "../../clock";
import type { Logger } from "../../logger";
import type { ListsService } from "../lists/lists.service";
import type { UsersRepository } from "../me/users.repository";
import type { QuickAddService } from "../tasks/quick-add.service";
import type { TasksService } from "../tasks/tasks.service";
import type { AssistantRepository } from "./assistant.repository";
import type { AssistantModel } from "./assistant-model";
import type { Conversation } from "./conversation";
import type { Intent } from "./intent";

/**
 * What every part of the assistant works with, given once to `createAssistantService` and passed to each
 * module's functions: the assistant only reads and changes tasks through the tasks service.
 */
export interface AssistantContext {
  assistantRows: AssistantRepository;
  tasks: TasksService;
  lists: Pick<ListsService, "activeNames" | "create">;
  quickAdd: QuickAddService;
  users: UsersRepository;
  clock: Clock;
  logger: Logger;
  /** The operator's language model, for requests the rules do not understand; none unless configured. */
  model?: AssistantModel;
}

/** The intent of one kind, with its slots. */
export type IntentOf<Kind extends Intent["kind"]> = Extract<Intent, { kind: Kind }>;

/** What one intent does with a message. */
export type Handler<Meant extends Intent> = (
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: Meant,
) => Promise<AssistantResponse>;
