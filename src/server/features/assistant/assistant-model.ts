import { z } from "zod";

/**
 * The optional language model behind the assistant: any OpenAI-compatible chat-completions server the operator
 * configured (ASSISTANT_LLM_URL). It is the only outside call the server makes, and only ever to that address.
 */

/** How long one conversation with the model may take, all tool rounds together, unless ASSISTANT_LLM_TIMEOUT_MS says. */
export const ASSISTANT_MODEL_TIMEOUT_MS_DEFAULT = 15_000;
export const ASSISTANT_MODEL_TIMEOUT_MS_MAX = 120_000;
/** The model may call tools this many times in a row before it must answer; more counts as a failure. */
export const ASSISTANT_MODEL_TOOL_ROUNDS_MAX = 4;
/**
 * Tool calls carried out in one round, and in one message (its rounds together): one message once made
 * 300 tasks. A call beyond either is not carried out, and the model is told so as that call's result.
 */
export const ASSISTANT_MODEL_TOOL_CALLS_PER_ROUND_MAX = 10;
export const ASSISTANT_MODEL_TOOL_CALLS_MAX = 20;
/** The most tokens the model may write in one answer. */
export const ASSISTANT_MODEL_MAX_TOKENS = 512;

export interface AssistantModelConfig {
  /** The base URL, e.g. http://127.0.0.1:11434/v1; requests go to `<url>/chat/completions`. */
  url: string;
  model: string;
  key: string | undefined;
  timeoutMs: number;
}

export type ChatMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export interface ModelTool {
  description: string;
  /** The arguments' schema, the same one the API validates with; the model is shown it as JSON Schema. */
  args: z.ZodType;
  /**
   * Runs with the validated arguments; answers what the model is told back, a refusal too (`{ error }`).
   * What it throws ends the conversation.
   */
  run(args: never): Promise<unknown>;
}

/** Why the model could not be used; logged (never with the conversation's contents), then the rules answer. */
export class ModelFailure extends Error {
  constructor(readonly reason: string) {
    super(`The assistant model failed: ${reason}`);
  }
}

const toolCallSchema = z.object({
  id: z.string(),
  type: z.literal("function").optional(),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(toolCallSchema).nullish(),
        }),
      }),
    )
    .min(1),
});

/** The tools as the chat-completions protocol describes them. */
function describeTools(tools: Record<string, ModelTool>) {
  return Object.entries(tools).map(([name, tool]) => ({
    type: "function" as const,
    function: {
      name,
      description: tool.description,
      parameters: z.toJSONSchema(tool.args, { io: "input", unrepresentable: "any" }),
    },
  }));
}

export function createAssistantModel(config: AssistantModelConfig) {
  const endpoint = `${config.url.replace(/\/+$/, "")}/chat/completions`;

  async function complete(messages: ChatMessage[], tools: Record<string, ModelTool>, signal: AbortSignal) {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          messages,
          tools: describeTools(tools),
          tool_choice: "auto",
          max_tokens: ASSISTANT_MODEL_MAX_TOKENS,
        }),
        signal,
      });
    } catch {
      throw new ModelFailure(signal.aborted ? "timeout" : "unreachable");
    }
    if (!response.ok) throw new ModelFailure(`http ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ModelFailure(signal.aborted ? "timeout" : "malformed response");
    }
    const parsed = completionSchema.safeParse(body);
    if (!parsed.success) throw new ModelFailure("malformed response");
    return parsed.data.choices[0]?.message;
  }

  return {
    /**
     * Talks with the model until it answers in words: each tool it calls is checked and run, and what it gives
     * back is sent on. A call the tools cannot carry out (an unknown tool, arguments that are not JSON or that
     * the tool's schema refuses, one call too many) is answered with its error, for the model to put right or
     * tell. Throws ModelFailure on a timeout, an HTTP error, an answer that is not the protocol, or too many
     * tool rounds.
     */
    async converse(messages: ChatMessage[], tools: Record<string, ModelTool>): Promise<string> {
      const signal = AbortSignal.timeout(config.timeoutMs);
      const conversation = [...messages];
      let callsLeft = ASSISTANT_MODEL_TOOL_CALLS_MAX;
      for (let round = 0; round <= ASSISTANT_MODEL_TOOL_ROUNDS_MAX; round++) {
        const message = await complete(conversation, tools, signal);
        const calls = message?.tool_calls ?? [];
        if (calls.length === 0) {
          const text = message?.content?.trim();
          if (!text) throw new ModelFailure("empty answer");
          return text;
        }
        if (round === ASSISTANT_MODEL_TOOL_ROUNDS_MAX) break;
        conversation.push({
          role: "assistant",
          content: message?.content ?? null,
          tool_calls: calls.map(({ id, function: { name, arguments: args } }) => ({
            id,
            type: "function",
            function: { name, arguments: args },
          })),
        });
        for (const [index, call] of calls.entries()) {
          if (signal.aborted) throw new ModelFailure("timeout");
          const withinLimits = index < ASSISTANT_MODEL_TOOL_CALLS_PER_ROUND_MAX && callsLeft > 0;
          if (withinLimits) callsLeft -= 1;
          const result = withinLimits ? await carryOut(call, tools) : { error: TOO_MANY_CALLS };
          conversation.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }
      throw new ModelFailure("too many tool rounds");
    },
  };
}

const TOO_MANY_CALLS =
  `Not done: at most ${ASSISTANT_MODEL_TOOL_CALLS_PER_ROUND_MAX} tool calls are carried out at once, ` +
  `${ASSISTANT_MODEL_TOOL_CALLS_MAX} for one message of the user. Tell the user what is left to do.`;

/** One tool call checked and run: what the tool answers, or why it could not be run. */
async function carryOut(call: Pick<ToolCall, "function">, tools: Record<string, ModelTool>): Promise<unknown> {
  const { name, arguments: text } = call.function;
  const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
  if (!tool) return { error: `There is no tool called ${name}.` };
  let raw: unknown;
  try {
    raw = JSON.parse(text || "{}");
  } catch {
    return { error: "The arguments are not JSON." };
  }
  const args = tool.args.safeParse(raw);
  if (!args.success) return { error: `Invalid arguments: ${z.prettifyError(args.error)}` };
  return tool.run(args.data as never);
}

export type AssistantModel = ReturnType<typeof createAssistantModel>;
