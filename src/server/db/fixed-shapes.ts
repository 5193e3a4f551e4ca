import {
  type BinaryOperationNode,
  type KyselyPlugin,
  OperationNodeTransformer,
  OperatorNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  ValueListNode,
} from "kysely";

/**
 * Every SQL text SQLite sees is compiled once and kept (connection.ts), so a text that varies with the data (a
 * page of 37 ids, then one of 38) is a new statement each time. These helpers give the varying parts of a query
 * a few fixed shapes: sizes that are powers of two.
 */
export const fixedShapeOf = (count: number): number => (count <= 1 ? count : 2 ** Math.ceil(Math.log2(count)));

/**
 * `rows` in slices whose sizes are powers of two, none over `max` (37 rows: 32, 4 and 1), for multi-row
 * inserts: a batch of any size runs as a few statements of at most log₂(max) + 1 shapes.
 */
export function fixedShapeSlices<Row>(rows: readonly Row[], max: number): Row[][] {
  const largest = 2 ** Math.floor(Math.log2(Math.max(1, max)));
  const slices: Row[][] = [];
  let start = 0;
  while (start < rows.length) {
    const left = rows.length - start;
    const size = left >= largest ? largest : 2 ** Math.floor(Math.log2(left));
    slices.push(rows.slice(start, start + size));
    start += size;
  }
  return slices;
}

const IN_OPERATORS = new Set(["in", "not in"]);

/** Repeats an `in` list's last value up to its fixed shape: a value listed twice matches as once. */
class PaddedInLists extends OperationNodeTransformer {
  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const operation = super.transformBinaryOperation(node);
    const { operator, rightOperand: list } = operation;
    if (!OperatorNode.is(operator) || !IN_OPERATORS.has(operator.operator)) return operation;
    if (PrimitiveValueListNode.is(list)) {
      return { ...operation, rightOperand: PrimitiveValueListNode.create(padded(list.values)) };
    }
    if (ValueListNode.is(list)) return { ...operation, rightOperand: ValueListNode.create(padded(list.values)) };
    return operation;
  }
}

function padded<Value>(values: readonly Value[]): readonly Value[] {
  const last = values.at(-1);
  const shape = fixedShapeOf(values.length);
  if (last === undefined || shape === values.length) return values;
  return [...values, ...Array<Value>(shape - values.length).fill(last)];
}

/**
 * Gives every `in (…)` list of values one of a few lengths (see fixedShapeOf), whatever the number of values
 * the query was given: a page of tasks asks for its tags, reminders and subtasks by the page's ids.
 */
export class FixedShapeInListsPlugin implements KyselyPlugin {
  readonly #transformer = new PaddedInLists();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
