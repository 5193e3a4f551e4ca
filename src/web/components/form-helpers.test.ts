import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { signUpSchema } from "../../shared/schemas/auth";
import { addTaskFormSchema, TASK_MESSAGES } from "../../shared/schemas/task";
import { errorsOnInputs, fieldErrorsOf } from "./form-helpers";

function errorsFor(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failed parse");
  return fieldErrorsOf(result.error);
}

describe("fieldErrorsOf", () => {
  it("keys one message per field", () => {
    expect(errorsFor(addTaskFormSchema, { title: " ", description: "" })).toEqual({
      title: TASK_MESSAGES.titleRequired,
      description: TASK_MESSAGES.descriptionRequired,
    });
  });

  it("keeps the first message when a field breaks several rules", () => {
    const errors = errorsFor(signUpSchema, { email: "", password: "" });
    expect(errors.email).toBe("email is required.");
    expect(errors.password).toBe("password is required.");
  });
});

describe("errorsOnInputs", () => {
  const inputs = ["title", "date"];

  it("puts an API field's message under the input it comes from, the first one when several do", () => {
    const errors = { dueAllDay: "Must be true or false.", dueAt: "Due must be a date.", title: "Too long." };
    expect(errorsOnInputs(errors, inputs, { dueAt: "date", dueAllDay: "date" })).toEqual({
      date: "Must be true or false.",
      title: "Too long.",
    });
  });

  it("leaves out fields the form has no input for, so the form can say it under itself", () => {
    expect(errorsOnInputs({ name: "Too long.", title: "Required." }, inputs)).toEqual({ title: "Required." });
    expect(errorsOnInputs({ name: "Too long." }, inputs)).toEqual({});
  });

  it("puts an error about a part of a field (the server's reminders.1.at) under that field's input", () => {
    expect(errorsOnInputs({ "reminders.1.at": "Not a date." }, ["reminders"])).toEqual({ reminders: "Not a date." });
    expect(errorsOnInputs({ "dueAt.x": "Not a date." }, inputs, { dueAt: "date" })).toEqual({ date: "Not a date." });
  });
});
