/**
 * Text as compared without regard to case or to how it was encoded: "ＧＲＯＣＥＲＩＥＳ", "Groceries" and
 * "groceries" fold alike. Accents stay: "Café" and "cafe" are different names.
 */
export function foldCase(text: string): string {
  return text.normalize("NFKC").toLocaleLowerCase("und");
}
