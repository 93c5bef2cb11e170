import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Dialect } from './connect';

/**
 * Queries compiled once per shape and then run with new values.
 *
 * Why: on a fast read, building and compiling the Kysely query can cost more than running it.
 * Building and compiling the feed's post list (21 columns, a join, the entitlement rule) was
 * 15% of a feed request's CPU, about what SQLite took to answer it (bench/README.md). A query's
 * SQL depends only on its shape (which clauses it has), never on the values, which travel as
 * parameters.
 *
 * How: `build` runs once per shape with stand-ins for the values: objects, told apart by
 * identity. Kysely copies every value it meets into the compiled query's parameter list in
 * order, so after compiling we know which parameter is which value; a run copies the list with
 * the real values in their places and executes the SQL as it is.
 *
 * What `build` may do with a value: pass it where it reaches the SQL as one parameter (a
 * comparison, a `sql` template, an insert value). It must not look at it: anything that
 * decides the SQL (a branch, a list for `in`, a limit, which must be an integer written into
 * the SQL on SQLite) belongs to the shape. `key` must tell every shape apart.
 */
export class QueryTemplates<DB, Shape, Values extends object, Row> {
  private readonly compiled = new Map<string, CompiledTemplate<Values, Row>>();

  constructor(
    private readonly key: (shape: Shape) => string,
    private readonly build: (
      db: Kysely<DB>,
      dialect: Dialect,
      shape: Shape,
      values: Values,
    ) => Compilable<Row>,
  ) {}

  /** `db` may be a transaction; the SQL is kept per dialect, as each writes its own. */
  async execute(db: Kysely<DB>, dialect: Dialect, shape: Shape, values: Values): Promise<Row[]> {
    const key = `${dialect} ${this.key(shape)}`;
    let template = this.compiled.get(key);
    if (!template) {
      template = compileTemplate(this.build(db, dialect, shape, standInsFor<Values>()).compile());
      this.compiled.set(key, template);
    }
    const parameters = template.slots.map((slot, i) =>
      slot === null ? template.query.parameters[i] : values[slot],
    );
    const result = await db.executeQuery<Row>({ ...template.query, parameters });
    return result.rows;
  }
}

interface CompiledTemplate<Values, Row> {
  query: CompiledQuery<Row>;
  /** Per parameter: the value it takes, or null when it is fixed in the template. */
  slots: (keyof Values | null)[];
}

class StandIn {
  constructor(readonly name: PropertyKey) {}
}

/** An object whose every property is the stand-in of that name (the same one each time). */
function standInsFor<Values extends object>(): Values {
  const standIns = new Map<PropertyKey, StandIn>();
  return new Proxy({} as Values, {
    get(_target, name) {
      let standIn = standIns.get(name);
      if (!standIn) {
        standIn = new StandIn(name);
        standIns.set(name, standIn);
      }
      return standIn;
    },
  });
}

function compileTemplate<Values, Row>(query: CompiledQuery<Row>): CompiledTemplate<Values, Row> {
  return {
    query,
    slots: query.parameters.map((parameter) =>
      parameter instanceof StandIn ? (parameter.name as keyof Values) : null,
    ),
  };
}
