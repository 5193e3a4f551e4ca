import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";

const toSqlite = (value: unknown) => (typeof value === "boolean" ? Number(value) : value);

class BooleanParameters extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: toSqlite(node.value) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(toSqlite) };
  }
}

/**
 * SQLite has no booleans and better-sqlite3 refuses to bind them, while PostgreSQL wants real ones:
 * the queries pass `true`/`false` for both engines and this turns them into 1/0 on the way to SQLite.
 */
export class SqliteBooleansPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanParameters();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
