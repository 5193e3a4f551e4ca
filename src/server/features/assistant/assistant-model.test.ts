import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import type { Task } from "../../../shared/schemas/task";
import type { TestClient } from "../../test/test-client";
import { startTestServer, type TestServer } from "../../test/test-server";
import { ASSISTANT_MODEL_TOOL_CALLS_MAX, ASSISTANT_MODEL_TOOL_CALLS_PER_ROUND_MAX } from "./assistant-model";

/** One scripted answer of the stand-in model: a chat-completions body, or none at all (it never answers). */
type Scripted = { status?: number; body: unknown } | "never";

/**
 * A stand-in for an OpenAI-compatible server on 127.0.0.1: answers POST /v1/chat/completions from a script, in
 * order, and keeps every request it was sent.
 */
const standIn = {
  script: [] as Scripted[],
  requests: [] as { path: string; authorization: string | undefined; body: any }[],
  server: undefined as Server | undefined,
};

const toolCall = (name: string, args: unknown, id = "call-1"): Scripted => ({
  body: {
    choices: [
      {
        message: {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id,
              type: "function",
              function: { name, arguments: typeof args === "string" ? args : JSON.stringify(args) },
            },
          ],
        },
      },
    ],
  },
});
const finalAnswer = (content: string): Scripted => ({
  body: { choices: [{ message: { role: "assistant", content } }] },
});

let server: TestServer;
let alice: TestClient;
const logLines: string[] = [];

beforeAll(async () => {
  standIn.server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      standIn.requests.push({
        path: request.url ?? "",
        authorization: request.headers.authorization,
        body: JSON.parse(raw),
      });
      const next = standIn.script.shift() ?? finalAnswer("(the script ran out)");
      if (next === "never") return;
      response.writeHead(next.status ?? 200, { "content-type": "application/json" });
      response.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => standIn.server?.listen(0, "127.0.0.1", resolve));
  const { port } = standIn.server.address() as AddressInfo;
  server = await startTestServer({
    logLines,
    // Short, so the test of a model that never answers ends soon; long enough for three rounds of twenty calls
    // on a machine busy with other suites (at 500 ms, that test fell back to the rules under load).
    assistantModel: { url: `http://127.0.0.1:${port}/v1`, model: "stand-in", key: "stand-in-key", timeoutMs: 3_000 },
  });
});

afterAll(async () => {
  await server.close();
  standIn.server?.closeAllConnections();
  await new Promise((resolve) => standIn.server?.close(resolve));
});

beforeEach(async () => {
  standIn.script = [];
  standIn.requests = [];
  logLines.length = 0;
  alice = server.client();
  await alice.signUp();
});

async function say(client: TestClient, message: string): Promise<AssistantResponse> {
  const response = await client.post("/api/assistant", { message });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function addTask(client: TestClient, title: string, fields: Record<string, unknown> = {}): Promise<Task> {
  const response = await client.post("/api/tasks", { title, ...fields });
  expect(response.status).toBe(201);
  return response.body.task;
}

const getTask = async (client: TestClient, id: string): Promise<Task> =>
  (await client.get(`/api/tasks/${id}`)).body.task;
const allTasks = async (client: TestClient): Promise<Task[]> => (await client.get("/api/tasks")).body.tasks;

const DIDNT_UNDERSTAND = "Sorry, I didn't understand that.";

/** The replies the user's history keeps, oldest first. */
const historyReplies = async (client: TestClient): Promise<string[]> =>
  (await client.get("/api/assistant/history")).body.exchanges.map(
    (exchange: { response: AssistantResponse }) => exchange.response.reply,
  );

/** One answer of the stand-in model calling several tools at once. */
const toolCalls = (calls: [name: string, args: unknown][], idPrefix = "call"): Scripted => ({
  body: {
    choices: [
      {
        message: {
          role: "assistant",
          content: null,
          tool_calls: calls.map(([name, args], index) => ({
            id: `${idPrefix}-${index + 1}`,
            type: "function",
            function: { name, arguments: JSON.stringify(args) },
          })),
        },
      },
    ],
  },
});

/** What the model was told of each call of its previous answer, in the request numbered `request`. */
function toldInRequest(request: number): unknown[] {
  const messages: { role: string; content: string }[] = standIn.requests[request]?.body.messages ?? [];
  const lastAnswer = messages.findLastIndex((message) => message.role === "assistant");
  return messages.slice(lastAnswer + 1).map((message) => JSON.parse(message.content));
}

describe("the assistant's language model (a stand-in speaking the chat-completions protocol)", () => {
  it("is announced by GET /api/instance and is on for a new account", async () => {
    expect((await server.client().get("/api/instance")).body.assistantModel).toBe(true);
    expect((await alice.get("/api/me")).body.user.preferences.useAssistantModel).toBe(true);
  });

  it("adds a task through a tool call; the reply is the model's last message", async () => {
    standIn.script = [
      toolCall("add_task", { title: "Buy oat milk", priority: "high" }),
      finalAnswer("Added it, high priority."),
    ];
    const answer = await say(alice, "Can you add buy oat milk with high priority?");
    expect(answer.reply).toBe("Added it, high priority.");
    expect(answer.actions.map((action) => action.kind)).toEqual(["created"]);
    const saved = await allTasks(alice);
    expect(saved.map((task) => [task.title, task.priority])).toEqual([["Buy oat milk", "high"]]);
    expect(answer.tasks.map((task) => task.id)).toEqual([saved[0]?.id]);
    const [first, second] = standIn.requests;
    expect(first?.path).toBe("/v1/chat/completions");
    expect(first?.authorization).toBe("Bearer stand-in-key");
    expect(first?.body.model).toBe("stand-in");
    expect(first?.body.max_tokens).toBeGreaterThan(0);
    expect(first?.body.tools.map((tool: any) => tool.function.name)).toEqual([
      "list_tasks",
      "add_task",
      "update_task",
      "complete_task",
      "reschedule_task",
      "delete_task",
    ]);
    expect(second?.body.messages.at(-1)).toMatchObject({ role: "tool", tool_call_id: "call-1" });
  });

  it("is asked to answer a German message in German; what its tools are told stays English", async () => {
    const task = await addTask(alice, "Bank anrufen");
    standIn.script = [toolCall("complete_task", { id: task.id }), finalAnswer("Erledigt: die Bank ist abgehakt.")];
    const answer = await say(alice, "hab ich die bank schon angerufen? dann hak das bitte ab");
    expect(answer.reply).toBe("Erledigt: die Bank ist abgehakt.");
    const system = standIn.requests[0]?.body.messages[0];
    expect(system.role).toBe("system");
    expect(system.content).toContain("answer in German");
    expect(toldInRequest(1)).toEqual([{ result: "Completed “Bank anrufen”." }]);

    standIn.script = [finalAnswer("Done.")];
    await say(alice, "did I call the bank? tick it off please");
    expect(standIn.requests.at(-1)?.body.messages[0].content).not.toContain("German");
  });

  it("completes a task it found by listing, round after round", async () => {
    const task = await addTask(alice, "Call the bank");
    standIn.script = [
      toolCall("list_tasks", { q: "bank" }, "call-1"),
      toolCall("complete_task", { id: task.id }, "call-2"),
      finalAnswer("Done: the bank call is ticked off."),
    ];
    const answer = await say(alice, "did I call the bank? mark it done please");
    expect(answer.reply).toBe("Done: the bank call is ticked off.");
    expect((await getTask(alice, task.id)).completed).toBe(true);
    expect(answer.actions.map((action) => action.kind)).toEqual(["updated"]);
    // The model saw the list's answer, with the task's id.
    expect(JSON.parse(standIn.requests[1]?.body.messages.at(-1).content).tasks[0].id).toBe(task.id);
  });

  it("deletes only after the user's yes, like the assistant's own delete", async () => {
    const task = await addTask(alice, "Dentist");
    standIn.script = [toolCall("delete_task", { id: task.id }), finalAnswer("Shall I delete the dentist task?")];
    const answer = await say(alice, "could you get rid of the dentist thing?");
    expect(answer.reply).toBe("Shall I delete the dentist task?");
    expect(answer.confirm?.prompt).toBe("Delete “Dentist”?");
    expect((await getTask(alice, task.id)).title).toBe("Dentist");
    const yes = await alice.post("/api/assistant", { confirm: answer.confirm?.token });
    expect(yes.body.reply).toBe("Deleted “Dentist”.");
    expect((await alice.get(`/api/tasks/${task.id}`)).status).toBe(404);
  });

  it("asks once before rewriting what the user wrote, for all of a message's rewrites, and changes the rest at once", async () => {
    const notes = await addTask(alice, "Dentist", { description: "Bring the insurance card" });
    const plain = await addTask(alice, "Call mum");
    const other = await addTask(alice, "Renew passport", { description: "Photos first" });
    standIn.script = [
      toolCalls([
        ["update_task", { id: notes.id, changes: { description: "" } }],
        ["update_task", { id: plain.id, changes: { title: "x", priority: "high" } }],
        // Adding a description where there was none loses nothing, nor does a new priority.
        ["update_task", { id: other.id, changes: { priority: "low" } }],
      ]),
      finalAnswer("Tidied up."),
    ];
    const answer = await say(alice, "can you tidy up my tasks?");
    expect(answer.reply).toBe("Tidied up.");
    expect(answer.confirm?.prompt).toBe("Change the title and description of 2 tasks?");
    expect(answer.actions).toEqual([
      { kind: "updated", before: other, after: expect.objectContaining({ priority: "low" }) },
    ]);
    expect(await getTask(alice, notes.id)).toEqual(notes);
    expect(await getTask(alice, plain.id)).toEqual(plain);
    expect(toldInRequest(1)[0]).toEqual({
      result: "Not done yet: the user is asked to confirm it, with the others like it, after your answer.",
    });

    const yes = await alice.post("/api/assistant", { confirm: answer.confirm?.token });
    expect(yes.body.reply).toBe("Changed the title and description of 2 tasks.");
    expect(await getTask(alice, notes.id)).toMatchObject({ title: "Dentist", description: "" });
    expect(await getTask(alice, plain.id)).toMatchObject({ title: "x", priority: "high" });
    // Undo, as the page does it, has each task as it was.
    expect(yes.body.actions).toEqual([
      { kind: "updated", before: notes, after: expect.objectContaining({ description: "" }) },
      { kind: "updated", before: plain, after: expect.objectContaining({ title: "x" }) },
    ]);
  });

  it("asks once for all of a message's deletes, and refuses a rewrite while a delete waits", async () => {
    const first = await addTask(alice, "Old flyer");
    const second = await addTask(alice, "Old receipt");
    standIn.script = [
      toolCalls([
        ["delete_task", { id: first.id }],
        ["delete_task", { id: second.id }],
        ["update_task", { id: first.id, changes: { title: "Keep" } }],
      ]),
      finalAnswer("Shall I delete both?"),
    ];
    const answer = await say(alice, "can you throw out the old stuff?");
    expect(answer.confirm?.prompt).toBe("Delete 2 tasks?");
    expect(toldInRequest(1)[2]).toEqual({
      error: "Not done: the user is asked about a delete already; ask for one kind at a time.",
    });
    expect((await allTasks(alice)).map((task) => task.title).sort()).toEqual(["Old flyer", "Old receipt"]);
    const yes = await alice.post("/api/assistant", { confirm: answer.confirm?.token });
    expect(yes.body.reply).toBe("Deleted 2 tasks.");
    expect(await allTasks(alice)).toEqual([]);
  });

  it(`carries out at most ${ASSISTANT_MODEL_TOOL_CALLS_PER_ROUND_MAX} calls a round and ${ASSISTANT_MODEL_TOOL_CALLS_MAX} a message, telling the model of the rest`, async () => {
    const adds = (count: number, round: number) =>
      toolCalls(
        Array.from({ length: count }, (_, index): [string, unknown] => [
          "add_task",
          { title: `Task ${round}.${index + 1}` },
        ]),
        `round-${round}`,
      );
    const perRound = ASSISTANT_MODEL_TOOL_CALLS_PER_ROUND_MAX;
    standIn.script = [adds(perRound + 5, 1), adds(perRound + 5, 2), adds(1, 3), finalAnswer("Added what I could.")];
    const answer = await say(alice, "can you add three hundred tasks?");
    expect(answer.reply).toBe("Added what I could.");
    expect(answer.actions).toHaveLength(ASSISTANT_MODEL_TOOL_CALLS_MAX);
    expect(await allTasks(alice)).toHaveLength(ASSISTANT_MODEL_TOOL_CALLS_MAX);
    const refused = {
      error:
        `Not done: at most ${perRound} tool calls are carried out at once, ${ASSISTANT_MODEL_TOOL_CALLS_MAX} ` +
        "for one message of the user. Tell the user what is left to do.",
    };
    // Every call is answered, those beyond the limits with why.
    const firstRound = toldInRequest(1);
    expect(firstRound).toHaveLength(perRound + 5);
    expect(firstRound.slice(perRound)).toEqual(Array(5).fill(refused));
    expect(toldInRequest(2).slice(perRound)).toEqual(Array(5).fill(refused));
    expect(toldInRequest(3).at(-1)).toEqual(refused);
  });

  it.each([
    ["arguments the API's schema refuses", toolCall("complete_task", { id: "not-a-task-id" }), /^Invalid arguments: /],
    ["arguments that are not JSON", toolCall("complete_task", '{"id": '), /^The arguments are not JSON\.$/],
    ["an unknown tool", toolCall("drop_all_tasks", {}), /^There is no tool called drop_all_tasks\.$/],
  ])("tells the model of %s as the call's answer, and carries on", async (_case, scripted, error) => {
    const task = await addTask(alice, "Water the plants");
    standIn.script = [scripted, toolCall("complete_task", { id: task.id }, "call-2"), finalAnswer("Done.")];
    const answer = await say(alice, "can you water my plants secretly?");
    expect(answer.reply).toBe("Done.");
    expect(answer.actions.map((action) => action.kind)).toEqual(["updated"]);
    expect((await getTask(alice, task.id)).completed).toBe(true);
    const told = standIn.requests[1]?.body.messages.at(-1);
    expect(told).toMatchObject({ role: "tool", tool_call_id: "call-1" });
    expect(JSON.parse(told.content).error).toMatch(error);
  });

  it("tells the model what the API refuses, keeping the message's earlier changes, their Undo and its history", async () => {
    const gone = await addTask(alice, "Gone already");
    expect((await alice.delete(`/api/tasks/${gone.id}`)).status).toBe(204);
    standIn.script = [
      toolCall("add_task", { title: "Pack bags" }),
      toolCall("add_task", { title: "Pack the charger", parentId: gone.id }, "call-2"),
      finalAnswer("I added pack bags; the charger's parent task is gone."),
    ];
    const answer = await say(alice, "can you add pack bags, and pack the charger under my old task?");
    expect(answer.reply).toBe("I added pack bags; the charger's parent task is gone.");
    expect(answer.actions.map((action) => action.kind)).toEqual(["created"]);
    expect((await allTasks(alice)).map((task) => task.title)).toEqual(["Pack bags"]);
    expect(JSON.parse(standIn.requests[2]?.body.messages.at(-1).content)).toMatchObject({
      error: expect.any(String),
      fields: { parentId: expect.any(String) },
    });
    expect(await historyReplies(alice)).toEqual([answer.reply]);
  });

  it.each([
    ["an HTTP error", { status: 500, body: { error: "overloaded" } } as Scripted],
    ["an answer that is not the protocol", { body: { hello: "world" } } as Scripted],
  ])("answers by its rules, changing nothing, on %s", async (_case, scripted) => {
    const task = await addTask(alice, "Water the plants");
    standIn.script = [scripted, toolCall("complete_task", { id: task.id }), finalAnswer("Done.")];
    const answer = await say(alice, "can you water my plants secretly?");
    expect(answer.reply.startsWith(DIDNT_UNDERSTAND)).toBe(true);
    expect(answer.choices.map((choice) => choice.label)).toEqual(["Add “can you water my plants secretly?” as a task"]);
    expect(answer.actions).toEqual([]);
    expect(standIn.requests).toHaveLength(1);
    expect(await getTask(alice, task.id)).toEqual(task);
    expect((await allTasks(alice)).map((each) => each.title)).toEqual(["Water the plants"]);
    // Logged at warn, without what the user asked.
    const warnings = logLines.map((line) => JSON.parse(line)).filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toEqual(["The assistant model failed; the rules answered instead"]);
    expect(logLines.join("\n")).not.toContain("secretly");
  });

  it("keeps what earlier rounds did when a later one fails, with its Undo and in the history", async () => {
    standIn.script = [
      toolCall("add_task", { title: "Pack bags" }),
      { status: 500, body: { error: "overloaded" } },
      finalAnswer("Done."),
    ];
    const answer = await say(alice, "can you add pack bags and then pack them?");
    expect(answer.reply).toBe(
      "Sorry, I didn't understand that. Say “help” to see what I understand, or add it as a task. 1 change made on the way can be undone.",
    );
    expect(answer.actions.map((action) => action.kind)).toEqual(["created"]);
    expect((await allTasks(alice)).map((task) => task.title)).toEqual(["Pack bags"]);
    expect(standIn.requests).toHaveLength(2);
    expect(await historyReplies(alice)).toEqual([answer.reply]);
  });

  it("answers by its rules when the model never answers (ASSISTANT_LLM_TIMEOUT_MS)", async () => {
    standIn.script = ["never"];
    const answer = await say(alice, "could you sort out my week somehow?");
    expect(answer.reply.startsWith(DIDNT_UNDERSTAND)).toBe(true);
    expect(standIn.requests).toHaveLength(1);
    expect(logLines.some((line) => line.includes('"reason":"timeout"'))).toBe(true);
    // Adding it anyway stays one click away.
    const added = await alice.post("/api/assistant", { confirm: answer.choices[0]?.token });
    expect(added.body.actions[0].task.title).toBe("could you sort out my week somehow?");
  });

  it("tells the model that another user's task does not exist, and leaves it alone", async () => {
    const bob = server.client();
    await bob.signUp();
    const bobs = await addTask(bob, "Bob's secret plan");
    standIn.script = [toolCall("complete_task", { id: bobs.id }), finalAnswer("I could not find that task.")];
    const answer = await say(alice, `can you complete task ${bobs.id}?`);
    expect(answer.reply).toBe("I could not find that task.");
    expect(answer.actions).toEqual([]);
    expect(JSON.parse(standIn.requests[1]?.body.messages.at(-1).content)).toEqual({ error: "No task has this id." });
    expect(await getTask(bob, bobs.id)).toEqual(bobs);
  });

  it("is never asked when the user turned it off, nor for plain task-like text", async () => {
    const off = await alice.patch("/api/me", { preferences: { useAssistantModel: false } });
    expect(off.body.user.preferences.useAssistantModel).toBe(false);
    // Without the model, a question the rules do not understand is answered, never saved as a task.
    const asked = await say(alice, "could you sort out my week somehow?");
    expect(asked.reply.startsWith("I'm not sure what you're asking.")).toBe(true);
    expect(asked.actions).toEqual([]);

    await alice.patch("/api/me", { preferences: { useAssistantModel: true } });
    const plain = await say(alice, "buy oat milk");
    expect(plain.reply).toBe("Added “buy oat milk”.");
    expect(standIn.requests).toEqual([]);
  });

  it("refuses a preference that is not true or false", async () => {
    const response = await alice.patch("/api/me", { preferences: { useAssistantModel: "yes" } });
    expect(response.status).toBe(400);
    expect((await alice.get("/api/me")).body.user.preferences.useAssistantModel).toBe(true);
  });
});
