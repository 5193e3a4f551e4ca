import { describe, expect, it } from "vitest";
import { requestForAction } from "./reminder-action";
import { reminderNotification } from "./reminder-notification";

describe("requestForAction", () => {
  it("completes the task for Complete", () => {
    expect(requestForAction("complete", "t1")).toEqual({
      method: "patch",
      path: "/api/tasks/t1",
      body: { completed: true },
    });
  });

  it("snoozes the task for each snooze choice", () => {
    expect(requestForAction("snooze-10m", "t1")).toEqual({
      method: "post",
      path: "/api/tasks/t1/snooze",
      body: { for: "10m" },
    });
    expect(requestForAction("snooze-1h", "t1")?.body).toEqual({ for: "1h" });
    expect(requestForAction("snooze-tomorrow", "t1")?.body).toEqual({ for: "tomorrow" });
  });

  it("asks nothing for a click on the notification itself or an action it does not know", () => {
    expect(requestForAction("", "t1")).toBeNull();
    expect(requestForAction("snooze-", "t1")).toBeNull();
    expect(requestForAction("snooze-2d", "t1")).toBeNull();
    expect(requestForAction("delete", "t1")).toBeNull();
  });

  it("keeps the task id inside its path segment", () => {
    expect(requestForAction("complete", "../me")?.path).toBe("/api/tasks/..%2Fme");
  });

  it("has a request for every action a reminder notification offers", () => {
    const { options } = reminderNotification(
      {
        taskId: "t1",
        title: "Call mum",
        dueAt: null,
        dueAllDay: false,
        fireAt: "2026-01-01T09:00:00.000Z",
        late: false,
      },
      { now: new Date("2026-01-01T09:00:00.000Z") },
    );
    for (const { action } of options.actions) expect(requestForAction(action, "t1")).not.toBeNull();
  });
});
