import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { signUpSchema } from "../../shared/schemas/auth";
import { addTaskFormSchema, TASK_MESSAGES } from "../../shared/schemas/task";
import { fieldErrorsOf } from "./form-helpers";

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
