/** A call that reached the API but failed as a whole; `code` is the first error's extensions.code. */
export class GraphQLRequestError extends Error {
  readonly code: string | null;
  constructor(message: string, code: string | null) {
    super(message);
    this.name = "GraphQLRequestError";
    this.code = code;
  }
}

/** The API did not answer with GraphQL (offline, proxy error page, server down). */
export class NetworkError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = "NetworkError";
    this.status = status;
  }
}
