import type { Page } from "@playwright/test";

/** The operations of each POST to /graphql the page sends from now on (several when batched). */
export function graphqlPosts(page: Page): string[][] {
  const posts: string[][] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || new URL(request.url()).pathname !== "/graphql") return;
    const body: unknown = JSON.parse(request.postData() ?? "null");
    posts.push((Array.isArray(body) ? body : [body]).map((operation: { operationName?: string }) => operation.operationName ?? "?"));
  });
  return posts;
}
