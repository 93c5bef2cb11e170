import type { ActorName, Expected } from './actors';
import type { World } from './world';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Params = Record<string, string | number>;

/**
 * One route of the matrix, as data: the route as registered, how to fill its parameters
 * (ids of real objects, most often the owner's), the body to send, and the status each actor
 * must get. Adding a route to the app means adding a row.
 */
export interface MatrixRow {
  method: Method;
  /** The route exactly as registered, e.g. `/api/posts/:id`. */
  route: string;
  /**
   * The route's parameters. Called once per actor, so a row that changes or deletes its
   * object makes a fresh one for each actor here.
   */
  params?: (world: World, actor: ActorName) => Params | Promise<Params>;
  query?: string;
  json?: (world: World, actor: ActorName) => unknown;
  /** A raw body (multipart uploads) with its headers. */
  raw?: (world: World) => { payload: Buffer | string; headers: Record<string, string> };
  /**
   * Send from a second session of the actor's (a new browser), for rows that end the session
   * they come with (signing out): the actor's own session must outlive the row.
   */
  spareSession?: boolean;
  /** A Server-Sent Events stream: read the status and the first moment of the stream. */
  stream?: boolean;
  expect: Expected;
  /**
   * An actor this route may show every marker to, by design (the administrator's full data
   * export), with the reason. The statuses are still checked.
   */
  revealsAllTo?: { actor: ActorName; why: string };
  /** Why a status is what it is, where the reason is not the route's rule alone. */
  note?: string;
}

export function fillRoute(route: string, params: Params): string {
  return route.replace(/:([A-Za-z]+)|\*$/g, (match, name: string | undefined) => {
    if (!name) return String(params['*'] ?? match);
    if (!(name in params)) throw new Error(`row ${route} has no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}
