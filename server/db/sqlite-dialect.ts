import type { LimitNode, OffsetNode, OperationNode, QueryCompiler } from 'kysely';
import { SqliteDialect, SqliteQueryCompiler, ValueNode } from 'kysely';

/**
 * Kysely's SQLite dialect, with LIMIT and OFFSET written into the SQL when they are integers.
 *
 * Why: better-sqlite3's SQLite is built with STAT4, and SQLite (3.4x and later) then marks a
 * statement whose LIMIT is a bound parameter to be prepared again whenever that parameter's
 * binding changes, so the plan can use the value. Binding a fresh statement counts as such a
 * change, and better-sqlite3 clears the bindings after every run, so such a statement was
 * prepared twice per query, kept or not: ~30 µs of the feed's query (bench/README.md). An
 * integer in the SQL costs nothing at run time; each distinct limit is one more statement
 * kept (sqlite-statements.ts). Other values stay parameters (a range on an indexed
 * column would be re-prepared the same way, but only once `ANALYZE` has written samples,
 * which the app never runs).
 */
export class InlineLimitSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new InlineLimitSqliteQueryCompiler();
  }
}

class InlineLimitSqliteQueryCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    this.append('limit ');
    this.appendIntegerOrNode(node.limit);
  }

  protected override visitOffset(node: OffsetNode): void {
    this.append('offset ');
    this.appendIntegerOrNode(node.offset);
  }

  private appendIntegerOrNode(node: OperationNode): void {
    if (ValueNode.is(node) && Number.isSafeInteger(node.value)) this.append(String(node.value));
    else this.visitNode(node);
  }
}
