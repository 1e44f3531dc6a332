import type { App } from "../http/app.ts";
import { FIXTURE_PASSWORD } from "./fixtures.ts";
import { TestClient } from "./test-client.ts";

/** A client logged in with the fixtures' password; a refused login fails the test at once, by name. */
export async function loggedInClient(app: App, email: string): Promise<TestClient> {
  const client = new TestClient(app);
  const result = await client.login(email, FIXTURE_PASSWORD);
  if (result.data?.login.__typename !== "LoginSuccess") throw new Error(`login of ${email} failed: ${JSON.stringify(result)}`);
  return client;
}
