import type { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RATE_LIMITED_MESSAGE } from "../../../../shared/api-error";
import { loadToastList } from "../../../components/toast";
import { NETWORK_ERROR_MESSAGE } from "../../../lib/api-client";
import { appWrapper, testQueryClient, USER_ID } from "../../../test/app-wrapper";
import { aReply, recordOf, serveAssistant } from "../../../test/fake-assistant";
import { errorAnswer, FakeServer, unreachable } from "../../../test/fake-server";
import { aTask } from "../../../test/fake-tasks";
import { loadQuickAddParser } from "../../quick-add/lib/load-parser";
import { AssistantChat } from "./assistant-chat";

const SENT = /^\/api\/assistant$/;
const GREETING = aReply("Good morning, Ada — 1 due today, 1 overdue.", {
  suggestions: ["What's due today?", "What's overdue?", "Plan my day"],
});

let server: FakeServer;
let queryClient: QueryClient;
let assistant: ReturnType<typeof serveAssistant>;

// Chunks of their own in the app, loaded once here rather than inside a test's wait.
beforeAll(async () => {
  await Promise.all([loadToastList(), loadQuickAddParser()]);
});

beforeEach(() => {
  server = new FakeServer();
  assistant = serveAssistant(server, { userId: USER_ID, greeting: GREETING });
  queryClient = testQueryClient();
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  expect(server.unanswered).toEqual([]);
});

/** The chat as the assistant page shows it, once the conversation has loaded. */
async function renderChat() {
  render(<AssistantChat userId={USER_ID} />, { wrapper: appWrapper(queryClient, { route: "/assistant" }) });
  expect(await screen.findByText("Good morning, Ada — 1 due today, 1 overdue.")).toBeTruthy();
  return {
    box: screen.getByRole<HTMLInputElement>("textbox", { name: "Message to the assistant" }),
    log: screen.getByRole("log", { name: "Conversation" }),
  };
}

function type(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
}

describe("AssistantChat: the composer", () => {
  it("sends what is typed, shows it while the reply is on its way, then the reply and its task", async () => {
    const { box, log } = await renderChat();
    const task = aTask({ title: "Pick up the dry cleaning", position: Date.parse("2026-11-25T09:00:00.000Z") });
    assistant.replyNext(
      aReply("Added “Pick up the dry cleaning”.", { tasks: [task], actions: [{ kind: "created", task }] }),
    );
    const replies = server.hold("POST", SENT);

    type(box, "  Pick up the dry cleaning ");
    await waitFor(() => expect(replies.held).toBe(1));
    expect(server.sent("POST", SENT).map((request) => request.body)).toEqual([{ message: "Pick up the dry cleaning" }]);
    expect(box.value).toBe("");
    expect(log.textContent).toContain("Pick up the dry cleaning");
    expect(within(log).getByText("Thinking…")).toBeTruthy();

    replies.open();
    expect(await within(log).findByText("Added “Pick up the dry cleaning”.")).toBeTruthy();
    expect(within(log).queryByText("Thinking…")).toBeNull();
    // The task as the reply gave it, whole: a card to tick, and the reply's Undo.
    expect(within(log).getByRole("checkbox", { name: "Complete “Pick up the dry cleaning”" })).toBeTruthy();
    expect(within(log).getByRole("button", { name: "Undo" })).toBeTruthy();
  });

  it("keeps the text and says why when the server refuses the message", async () => {
    const { box, log } = await renderChat();
    // The limit on messages per user (ASSISTANT_RATE_LIMIT), as `rateLimit` refuses one.
    assistant.answerNext(() =>
      errorAnswer(429, "rate_limited", RATE_LIMITED_MESSAGE, { headers: { "retry-after": "42" } }),
    );

    type(box, "Buy bread tomorrow");
    expect((await screen.findByRole("alert")).textContent).toBe(RATE_LIMITED_MESSAGE);
    expect(box.value).toBe("Buy bread tomorrow");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(within(log).queryByText("Thinking…")).toBeNull();
    expect(log.textContent).not.toContain("Buy bread tomorrow");
  });

  it("keeps the text and says so when the server cannot be reached", async () => {
    const { box } = await renderChat();
    assistant.answerNext(unreachable);

    type(box, "What's overdue?");
    expect((await screen.findByRole("alert")).textContent).toBe(NETWORK_ERROR_MESSAGE);
    expect(box.value).toBe("What's overdue?");
  });
});

describe("AssistantChat: questions and plans", () => {
  const dentist = aTask({ title: "Dentist appointment", position: 1000, dueAt: "2026-11-24T10:00:00.000Z" });
  const milk = aTask({ title: "Buy oat milk", position: 2000, dueAt: "2026-11-25T16:00:00.000Z" });
  const book = aTask({ title: "Read a book", position: 3000, priority: "high" });
  const PLAN = aReply(
    [
      "Your plan for today: 2 tasks (your daily capacity is 2). 1 more task could go in. Remove, add or reorder, then accept: the plan's tasks get today's date.",
      "1. “Dentist appointment” — overdue by 1 day",
      "2. “Buy oat milk” — due today at 17:00",
    ].join("\n"),
    {
      tasks: [dentist, milk, book],
      plan: { taskIds: [dentist.id, milk.id], capacity: 2 },
      confirm: { token: "q7f3a9c2e1", prompt: "Accept this plan?" },
    },
  );

  it("shows a proposed plan to change, and Accept sends the plan as the user left it", async () => {
    const { log } = await renderChat();
    assistant.replyNext(PLAN, { confirmLabel: "Accept the plan" });

    // A suggestion sends itself.
    fireEvent.click(screen.getByRole("button", { name: "Plan my day" }));
    const plan = await screen.findByRole("region", { name: "Plan for today" });
    const planned = () =>
      within(plan)
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    expect(planned()).toEqual(["Dentist appointment", "Buy oat milk"]);
    expect(within(plan).getByText("2 of 2 planned: remove one to add another.")).toBeTruthy();
    expect(
      within(plan).getByRole<HTMLButtonElement>("button", { name: "Add “Read a book” to the plan" }).disabled,
    ).toBe(true);

    fireEvent.click(within(plan).getByRole("button", { name: "Move “Buy oat milk” up" }));
    fireEvent.click(within(plan).getByRole("button", { name: "Remove “Dentist appointment” from the plan" }));
    fireEvent.click(within(plan).getByRole("button", { name: "Add “Read a book” to the plan" }));
    expect(planned()).toEqual(["Buy oat milk", "Read a book"]);

    const planned2 = { ...book, dueAt: "2026-11-24T23:00:00.000Z", dueAllDay: true, version: 2 };
    assistant.replyNext(
      aReply("Planned 2 tasks for today.", {
        tasks: [milk, planned2],
        actions: [{ kind: "updated", before: book, after: planned2 }],
      }),
    );
    fireEvent.click(within(plan).getByRole("button", { name: "Accept plan" }));
    expect(await within(log).findByText("Planned 2 tasks for today.")).toBeTruthy();
    expect(server.sent("POST", SENT).map((request) => request.body)).toEqual([
      { message: "Plan my day" },
      { confirm: "q7f3a9c2e1", taskIds: [milk.id, book.id] },
    ]);
    // Answered: the plan can no longer be accepted, here or after the history's reload.
    await waitFor(() =>
      expect(
        within(log).getByText("This plan can no longer be accepted: ask “Plan my day” for a fresh one."),
      ).toBeTruthy(),
    );
    expect(within(log).queryByRole("button", { name: "Accept plan" })).toBeNull();
    expect(log.textContent).toContain("Accept the plan");
  });

  it("asks before a change; Yes sends the confirmation and shows what was done", async () => {
    const { box, log } = await renderChat();
    assistant.replyNext(
      aReply("Delete “Dentist appointment”?", {
        tasks: [dentist],
        confirm: { token: "q4b8d0e6a2", prompt: "Delete “Dentist appointment”?" },
      }),
    );
    type(box, "delete the dentist task");
    expect(await within(log).findByText("Delete “Dentist appointment”?")).toBeTruthy();
    expect(within(log).getByRole("checkbox", { name: "Complete “Dentist appointment”" })).toBeTruthy();

    assistant.replyNext(aReply("Deleted “Dentist appointment”.", { actions: [{ kind: "deleted", task: dentist }] }));
    fireEvent.click(within(log).getByRole("button", { name: "Yes" }));
    expect(await within(log).findByText("Deleted “Dentist appointment”.")).toBeTruthy();
    expect(server.sent("POST", SENT).at(-1)?.body).toEqual({ confirm: "q4b8d0e6a2" });
    // Its buttons go, and the deleted task's card with them.
    await waitFor(() => expect(within(log).queryByRole("button", { name: "Yes" })).toBeNull());
    expect(within(log).queryByRole("checkbox", { name: "Complete “Dentist appointment”" })).toBeNull();
  });

  it("shows a plan kept in the history closed once it was answered on another device", async () => {
    const asked = { createdAt: "2026-11-25T08:00:00.000Z", undoUntil: null, undo: "none" as const };
    assistant.exchanges.push({ id: 1, message: "Plan my day", response: recordOf(PLAN), ...asked, open: [] });
    const { log } = await renderChat();

    // The tasks known by their titles alone, as the history keeps them.
    const plan = within(log).getByRole("region", { name: "Plan for today" });
    expect(
      within(plan)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Dentist appointment", "Buy oat milk"]);
    expect(
      within(log).getByText("This plan can no longer be accepted: ask “Plan my day” for a fresh one."),
    ).toBeTruthy();
    expect(within(log).queryByRole("button", { name: "Accept plan" })).toBeNull();
  });

  it("No declines the plan on the server and closes it", async () => {
    const { log } = await renderChat();
    assistant.replyNext(PLAN, { confirmLabel: "Accept the plan" });
    fireEvent.click(screen.getByRole("button", { name: "Plan my day" }));
    const plan = await screen.findByRole("region", { name: "Plan for today" });

    fireEvent.click(within(plan).getByRole("button", { name: "No" }));
    expect(
      await within(log).findByText("This plan can no longer be accepted: ask “Plan my day” for a fresh one."),
    ).toBeTruthy();
    await waitFor(() =>
      expect(server.sent("POST", /^\/api\/assistant\/decline$/).map((request) => request.body)).toEqual([
        { confirm: "q7f3a9c2e1" },
      ]),
    );
    expect(server.sent("POST", SENT)).toHaveLength(1);
  });
});
