import { expect, it } from "vitest";
import { mailText } from "./mail-text";

it("decodes quoted-printable messages and leaves 7bit ones as they are", () => {
  const link = "http://x/password-reset?token=D2UsNh";
  expect(mailText(`Content-Transfer-Encoding: 7bit\n\n${link}`)).toContain(link);
  expect(
    mailText("Content-Transfer-Encoding: quoted-printable\n\nhttp://x/password-reset?token=3DD2U=\nsNh"),
  ).toContain(link);
});
