import type { Script } from "./scripts";

// Used by tests (inside workerd or Playwright) to script a fake over HTTP.
export async function scriptFake(port: number, script: Script) {
  const response = await fetch(`http://127.0.0.1:${port}/__fake/scripts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(script),
  });
  if (!response.ok) throw new Error(`Could not script the fake on port ${port}`);
  await response.text();
}

export async function fakeRequests(port: number): Promise<{ path: string; body: string }[]> {
  const response = await fetch(`http://127.0.0.1:${port}/__fake/requests`);
  return response.json();
}
