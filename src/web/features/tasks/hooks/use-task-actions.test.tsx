import { type InfiniteData, type QueryClient, type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { act, cleanup, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PENDING_REMINDERS_PER_USER_MAX } from "../../../../shared/limits";
import type { Task, TaskPage } from "../../../../shared/schemas/task";
import { loadToastList } from "../../../components/toast";
import { ApiError } from "../../../lib/api-client";
import { appWrapper, TIME_ZONE, testQueryClient, USER_ID } from "../../../test/app-wrapper";
import { errorAnswer, FakeServer, internalError } from "../../../test/fake-server";
import { aTask, serveTasks } from "../../../test/fake-tasks";
import { taskKeys, taskListQuery } from "../api/task-queries";
import type { TaskListParams } from "../api/tasks-api";
import { isSaving, useTaskActions } from "./use-task-actions";

/** The list on screen: the open tasks in "My order". */
const MY_ORDER: TaskListParams = { view: "all", sort: "manual" };
const SHOWN = taskKeys.list(USER_ID, MY_ORDER, TIME_ZONE);
/** A list cached from an earlier page and not on screen now, in another order. */
const ELSEWHERE = taskKeys.list(USER_ID, { view: "all", sort: "priority" }, TIME_ZONE);

const PATCHES = /^\/api\/tasks\/[^/]+$/;
const LISTS = /^\/api\/tasks$/;
const CONFLICT_MESSAGE = "This task was changed elsewhere since you loaded it. Reload it and try again.";
const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

let server: FakeServer;
let queryClient: QueryClient;

// The toasts' list (and its animation library) is a chunk of its own: loaded once, not inside a test's wait.
beforeAll(async () => {
  await loadToastList();
});

beforeEach(() => {
  server = new FakeServer();
  queryClient = testQueryClient();
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  expect(server.unanswered).toEqual([]);
});

/** The tasks a cached list shows, in its order. */
const cached = (key: QueryKey): Task[] =>
  queryClient.getQueryData<InfiniteData<TaskPage>>(key)?.pages.flatMap((page) => page.tasks) ?? [];
const titles = (key: QueryKey) => cached(key).map((task) => task.title);

/** The actions beside the list they change, as on the tasks page, once the list has loaded from the server. */
async function renderActions(tasks: Task[]) {
  const backend = serveTasks(server, tasks);
  queryClient.setQueryData(ELSEWHERE, { pages: [{ tasks, nextCursor: null }], pageParams: [undefined] });
  const { result } = renderHook(
    () => ({ actions: useTaskActions(USER_ID), list: useInfiniteQuery(taskListQuery(USER_ID, MY_ORDER, TIME_ZONE)) }),
    { wrapper: appWrapper(queryClient) },
  );
  await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
  return { backend, actions: () => result.current.actions };
}

/** Starts a save, keeping its outcome (the saved task, or the error) for later. */
function startSave(save: () => Promise<Task>): Promise<Task | unknown> {
  let outcome!: Promise<Task | unknown>;
  act(() => {
    outcome = save().catch((error: unknown) => error);
  });
  return outcome;
}

describe("useTaskActions: save", () => {
  it("shows an edit in every cached list before the server answers, then the task as the server saved it", async () => {
    const rent = aTask({ title: "Pay rent", position: 1000 });
    const bank = aTask({ title: "Call bank", position: 2000 });
    const { backend, actions } = await renderActions([rent, bank]);
    const patches = server.hold("PATCH", PATCHES);

    const saving = startSave(() => actions().save(rent, { title: "Pay the rent" }));
    await waitFor(() => expect(patches.held).toBe(1));
    expect(titles(SHOWN)).toEqual(["Pay the rent", "Call bank"]);
    expect(titles(ELSEWHERE)).toEqual(["Pay the rent", "Call bank"]);
    // The version edited goes along, so the server can refuse to overwrite a newer one.
    expect(server.sent("PATCH", PATCHES)).toMatchObject([
      { url: { pathname: `/api/tasks/${rent.id}` }, headers: { "if-match": '"1"' }, body: { title: "Pay the rent" } },
    ]);

    await act(async () => {
      patches.open();
      await saving;
    });
    expect(await saving).toMatchObject({ id: rent.id, title: "Pay the rent", version: 2 });
    // The reload after the save shows the task as the server has it.
    await waitFor(() => expect(cached(SHOWN)).toEqual([backend.get(rent.id), backend.get(bank.id)]));
  });

  it("on a 409 conflict, shows the server's current task from the answer in place of the edit, before any reload", async () => {
    const rent = aTask({ title: "Pay rent", position: 1000 });
    const { backend, actions } = await renderActions([rent]);
    // Renamed on another device meanwhile: the server has version 2, this page still version 1.
    const current = backend.changeElsewhere(rent.id, { title: "Pay rent by Friday", priority: "high" });
    const patches = server.hold("PATCH", PATCHES);
    const reloads = server.hold("GET", LISTS);

    const saving = startSave(() => actions().save(rent, { title: "Pay the rent" }));
    await waitFor(() => expect(patches.held).toBe(1));
    expect(titles(SHOWN)).toEqual(["Pay the rent"]);

    patches.open();
    // The reload is still held: what is shown comes from the conflict's answer.
    await waitFor(() => expect(reloads.held).toBe(1));
    expect(cached(SHOWN)).toEqual([current]);
    expect(cached(ELSEWHERE)).toEqual([current]);

    await act(async () => {
      reloads.open();
      await saving;
    });
    const error = await saving;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "conflict", message: CONFLICT_MESSAGE });
    await waitFor(() => expect(cached(SHOWN)).toEqual([current]));
  });

  it("on a 409 refusal without a newer task, puts the task back as it was in every list", async () => {
    const rent = aTask({ title: "Pay rent", position: 1000, dueAt: "2026-11-26T09:00:00.000Z" });
    const { actions } = await renderActions([rent]);
    const full =
      `An account has at most ${PENDING_REMINDERS_PER_USER_MAX} reminders still to come. ` +
      "Remove some, or complete the tasks they are for, first.";
    server.on("PATCH", PATCHES, () => errorAnswer(409, "too_many_pending_reminders", full));
    const patches = server.hold("PATCH", PATCHES);
    const reloads = server.hold("GET", LISTS);

    const saving = startSave(() => actions().save(rent, { reminders: [{ minutesBefore: 10 }] }));
    await waitFor(() => expect(patches.held).toBe(1));
    expect(cached(SHOWN)[0]?.reminders).toEqual([{ minutesBefore: 10 }]);

    patches.open();
    await waitFor(() => expect(reloads.held).toBe(1));
    expect(cached(SHOWN)).toEqual([rent]);
    expect(cached(ELSEWHERE)).toEqual([rent]);

    await act(async () => {
      reloads.open();
      await saving;
    });
    expect(await saving).toMatchObject({ status: 409, code: "too_many_pending_reminders", message: full });
  });

  it("on a 500, puts the task back as it was in every list", async () => {
    const rent = aTask({ title: "Pay rent", position: 1000 });
    const bank = aTask({ title: "Call bank", position: 2000 });
    const { actions } = await renderActions([rent, bank]);
    server.on("PATCH", PATCHES, internalError);
    const patches = server.hold("PATCH", PATCHES);
    const reloads = server.hold("GET", LISTS);

    const saving = startSave(() => actions().save(bank, { title: "Call the bank", priority: "high" }));
    await waitFor(() => expect(patches.held).toBe(1));
    expect(cached(SHOWN)[1]).toMatchObject({ title: "Call the bank", priority: "high" });

    patches.open();
    await waitFor(() => expect(reloads.held).toBe(1));
    expect(cached(SHOWN)).toEqual([rent, bank]);
    expect(cached(ELSEWHERE)).toEqual([rent, bank]);

    await act(async () => {
      reloads.open();
      await saving;
    });
    expect(await saving).toMatchObject({ status: 500, code: "internal_error", message: INTERNAL_MESSAGE });
  });
});

describe("useTaskActions: toggle", () => {
  it("ticks a task at once, and on a 500 unticks it and says why in a toast", async () => {
    const rent = aTask({ title: "Pay rent", position: 1000 });
    const { actions } = await renderActions([rent]);
    server.on("PATCH", PATCHES, internalError);
    const patches = server.hold("PATCH", PATCHES);

    act(() => actions().toggle(rent));
    await waitFor(() => expect(patches.held).toBe(1));
    expect(cached(SHOWN)[0]).toMatchObject({ completed: true, completedAt: expect.any(String) });
    expect(server.sent("PATCH", PATCHES)[0]?.body).toEqual({ completed: true });

    patches.open();
    expect(await screen.findByText(`“Pay rent” could not be completed. ${INTERNAL_MESSAGE}`)).toBeTruthy();
    await waitFor(() => expect(cached(SHOWN)).toEqual([rent]));
    expect(cached(ELSEWHERE)).toEqual([rent]);
  });
});

describe("useTaskActions: reposition", () => {
  it("a burst of moves shows each at once, reloads once after the last, and ends as the server has the list", async () => {
    const [a, b, c, d] = ["A", "B", "C", "D"].map((title, index) => aTask({ title, position: (index + 1) * 1000 }));
    if (!a || !b || !c || !d) throw new Error("four tasks");
    const { backend, actions } = await renderActions([a, b, c, d]);
    const patches = server.hold("PATCH", PATCHES);
    const reloadsBefore = server.sent("GET", LISTS).length;

    // Alt+↓ held down on A: below B, below C, below D, each move before the previous one is answered.
    act(() => actions().reposition(new Map([[a.id, 2500]])));
    await waitFor(() => expect(titles(SHOWN)).toEqual(["B", "A", "C", "D"]));
    act(() => actions().reposition(new Map([[a.id, 3500]])));
    await waitFor(() => expect(titles(SHOWN)).toEqual(["B", "C", "A", "D"]));
    act(() => actions().reposition(new Map([[a.id, 4001]])));
    await waitFor(() => expect(titles(SHOWN)).toEqual(["B", "C", "D", "A"]));
    await waitFor(() => expect(patches.held).toBe(3));
    expect(server.sent("PATCH", PATCHES).map((request) => request.body)).toEqual([
      { position: 2500 },
      { position: 3500 },
      { position: 4001 },
    ]);
    expect(titles(ELSEWHERE)).toEqual(["A", "B", "C", "D"]);
    expect(cached(ELSEWHERE)[0]?.position).toBe(4001);

    // The answers come back out of order; none but the last one settled reloads the list.
    await act(async () => patches.release(2));
    await act(async () => patches.release(0));
    await waitFor(() => expect(server.sent("GET", LISTS)).toHaveLength(reloadsBefore));
    expect(titles(SHOWN)).toEqual(["B", "C", "D", "A"]);

    patches.release(1);
    await waitFor(() => expect(server.sent("GET", LISTS)).toHaveLength(reloadsBefore + 1));
    const serverOrder = [b, c, d, a].map((task) => backend.get(task.id));
    expect(serverOrder[3]).toMatchObject({ position: 4001, version: 4 });
    await waitFor(() => expect(cached(SHOWN)).toEqual(serverOrder));
  });
});

describe("useTaskActions: create", () => {
  const CREATED = /^\/api\/tasks$/;

  it("shows a new task at the top of its list while it is saved, then the task as the server saved it", async () => {
    const rent = aTask({ title: "Pay rent", position: 1000 });
    const { backend, actions } = await renderActions([rent]);
    const posts = server.hold("POST", CREATED);

    let creating!: Promise<Task>;
    act(() => {
      creating = actions().create({ title: " Buy bread " }, SHOWN);
    });
    await waitFor(() => expect(posts.held).toBe(1));
    const [pending] = cached(SHOWN);
    expect(pending).toMatchObject({ title: "Buy bread", completed: false, version: 0 });
    expect(pending && isSaving(pending)).toBe(true);
    expect(titles(SHOWN)).toEqual(["Buy bread", "Pay rent"]);

    await act(async () => {
      posts.open();
      await creating;
    });
    const saved = await creating;
    expect(isSaving(saved)).toBe(false);
    // Where the server puts a new task: last in "My order".
    await waitFor(() => expect(cached(SHOWN)).toEqual([backend.get(rent.id), saved]));
  });

  it("on a 500, takes the new task away again and says it was not saved", async () => {
    const rent = aTask({ title: "Pay rent", position: 1000 });
    const { actions } = await renderActions([rent]);
    server.on("POST", CREATED, internalError);
    const posts = server.hold("POST", CREATED);
    const reloads = server.hold("GET", LISTS);

    let creating!: Promise<unknown>;
    act(() => {
      creating = actions()
        .create({ title: "Buy bread" }, SHOWN)
        .catch((error: unknown) => error);
    });
    await waitFor(() => expect(posts.held).toBe(1));
    expect(titles(SHOWN)).toEqual(["Buy bread", "Pay rent"]);

    posts.open();
    expect(await screen.findByText(`Your task was not saved. ${INTERNAL_MESSAGE}`)).toBeTruthy();
    // Gone before the reload answers.
    await waitFor(() => expect(reloads.held).toBe(1));
    expect(cached(SHOWN)).toEqual([rent]);
    await act(async () => {
      reloads.open();
      expect(await creating).toMatchObject({ status: 500, code: "internal_error" });
    });
  });
});
