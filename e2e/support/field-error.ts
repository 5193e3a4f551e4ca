import { expect, type Locator } from "@playwright/test";

/**
 * A field's error as every form shows it: under the field, in the danger colour and smaller than body text, with
 * an icon beside the words, and named by the field's `aria-describedby`; the field itself red-bordered, still
 * while it has the focus.
 */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const look = () =>
    field.evaluate((input, text) => {
      const probe = document.createElement("span");
      probe.style.color = "var(--color-danger)";
      input.after(probe);
      const danger = getComputedStyle(probe).color;
      probe.remove();
      const error = (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id))
        .find((note) => note?.textContent?.trim() === text);
      if (!error) return "no error of that text is named by the field's aria-describedby";
      return {
        inDangerColour: getComputedStyle(error).color === danger,
        smallerThanBody: Number.parseFloat(getComputedStyle(error).fontSize) < 16,
        withIcon: error.querySelector('svg[aria-hidden="true"]') !== null,
        underTheField: error.getBoundingClientRect().top >= input.getBoundingClientRect().bottom,
        redBorder: getComputedStyle(input).borderTopColor === danger,
      };
    }, message);
  const shownAsAnError = {
    inDangerColour: true,
    smallerThanBody: true,
    withIcon: true,
    underTheField: true,
    redBorder: true,
  };
  expect(await look()).toEqual(shownAsAnError);
  await field.focus();
  expect(await look()).toEqual(shownAsAnError);
}
