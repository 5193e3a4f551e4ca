/** A piece of a JSON export as it completes: a member of the top-level object, or one task of its "tasks" array. */
export type JsonPiece = { member: string; json: string } | { task: string };

/** The key whose array is read element by element. */
const TASKS_KEY = "tasks";

type State =
  | "start"
  | "keyOrEnd"
  | "key"
  | "inKey"
  | "colon"
  | "value"
  | "inValue"
  | "afterMember"
  | "elementOrEnd"
  | "element"
  | "inElement"
  | "afterElement"
  | "done";

/**
 * Reads JSON of the shape `{ "key": value, …, "tasks": [task, …] }` a piece at a time, so a large export is
 * never parsed (or held) as one object: `push` takes the next piece of text and returns what it completed, each
 * value as its own JSON text for `JSON.parse`. The structure around them is checked here (an error says where);
 * the values themselves are checked by `JSON.parse`.
 */
export class JsonExportReader {
  private state: State = "start";
  /** Whether the object had its "tasks" as an array. */
  sawTasks = false;
  private key = "";
  private value = "";
  /** Open brackets and braces inside the value being read. */
  private depth = 0;
  private inString = false;
  private escaped = false;

  push(text: string): JsonPiece[] {
    const pieces: JsonPiece[] = [];
    let index = 0;
    while (index < text.length) {
      const char = text[index] as string;
      if (this.state === "inKey" || this.state === "inValue" || this.state === "inElement") {
        index = this.readValue(text, index, pieces);
        continue;
      }
      index++;
      if (char === " " || char === "\n" || char === "\r" || char === "\t" || char === "\uFEFF") continue;
      this.structural(char);
    }
    return pieces;
  }

  /** Throws unless the text so far was one whole object. */
  end(): void {
    if (this.state !== "done") throw new SyntaxError("The file ends before its JSON does.");
  }

  private structural(char: string) {
    const expect = (what: string) => new SyntaxError(`Expected ${what}, found "${char}".`);
    switch (this.state) {
      case "start":
        if (char !== "{") throw expect("an object");
        this.state = "keyOrEnd";
        return;
      case "keyOrEnd":
      case "key":
        if (char === "}" && this.state === "keyOrEnd") this.state = "done";
        else if (char === '"') this.begin("inKey", char);
        else throw expect("a member name");
        return;
      case "colon":
        if (char !== ":") throw expect('":"');
        this.state = "value";
        return;
      case "value":
        if (this.key === TASKS_KEY && char === "[") {
          this.state = "elementOrEnd";
          this.sawTasks = true;
        } else this.begin("inValue", char);
        return;
      case "afterMember":
        if (char === ",") this.state = "key";
        else if (char === "}") this.state = "done";
        else throw expect('"," or "}"');
        return;
      case "elementOrEnd":
      case "element":
        if (char === "]" && this.state === "elementOrEnd") this.state = "afterMember";
        else this.begin("inElement", char);
        return;
      case "afterElement":
        if (char === ",") this.state = "element";
        else if (char === "]") this.state = "afterMember";
        else throw expect('"," or "]"');
        return;
      default:
        throw new SyntaxError(`Unexpected "${char}" after the end of the JSON.`);
    }
  }

  private begin(state: "inKey" | "inValue" | "inElement", char: string) {
    if (char === "}" || char === "]" || char === "," || char === ":") throw new SyntaxError(`Unexpected "${char}".`);
    this.state = state;
    this.value = "";
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
    this.step(char);
  }

  /** Reads the value under way from `index`; returns where the reading stopped. */
  private readValue(text: string, start: number, pieces: JsonPiece[]): number {
    let index = start;
    while (index < text.length) {
      if (this.inString && !this.escaped) {
        // The run up to the next quote or backslash at once: strings are most of an export.
        let end = index;
        while (end < text.length && text[end] !== '"' && text[end] !== "\\") end++;
        this.value += text.slice(index, end);
        index = end;
        if (index === text.length) break;
      }
      const char = text[index] as string;
      if (this.depth === 0 && !this.inString && /[\s,}\]:]/.test(char)) {
        // A number, true, false or null ends at what follows it, which belongs to the structure.
        this.finish(pieces);
        return index;
      }
      index++;
      this.step(char);
      if (this.complete(char)) {
        this.finish(pieces);
        return index;
      }
    }
    return index;
  }

  private step(char: string) {
    this.value += char;
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (char === "\\") this.escaped = true;
      else if (char === '"') this.inString = false;
    } else if (char === '"') this.inString = true;
    else if (char === "{" || char === "[") this.depth++;
    else if (char === "}" || char === "]") this.depth--;
  }

  /** Whether the character just read closed a string or container at the value's own level. */
  private complete(char: string): boolean {
    return this.depth === 0 && !this.inString && (char === '"' || char === "}" || char === "]") && this.value !== "";
  }

  private finish(pieces: JsonPiece[]) {
    if (this.state === "inKey") {
      this.key = JSON.parse(this.value) as string;
      this.state = "colon";
    } else if (this.state === "inValue") {
      pieces.push({ member: this.key, json: this.value });
      this.state = "afterMember";
    } else {
      pieces.push({ task: this.value });
      this.state = "afterElement";
    }
  }
}
