// Signs in over HTTP like the browser does and returns the session cookie to send.
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!session) throw new Error('Sign-in set no session cookie');
  return session.split(';')[0]!;
}
