// fetch, sent again once when the server closed an idle kept-alive connection just as the request
// went out on it (undici: "other side closed"). On a loaded machine the test process (which runs
// the server too) can stall past the server's 5 s keep-alive timeout between two requests; the
// closed connection never read the request, so sending it again is safe.
export async function fetchRetry(input: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "UND_ERR_SOCKET") throw error;
    return fetch(input, init);
  }
}
