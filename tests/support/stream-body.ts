// A POST whose body is streamed at the server chunk by chunk, as an attacker's (or a slow phone's)
// would be: with or without a declared Content-Length. Resolves with the answer's status, or with
// the error code that ended the request (the server may close the connection before the body ends).
import http from "node:http";

export type StreamedPost = {
  /** The full address, e.g. `${server.url}/admin/news`. */
  url: string;
  bytes: number;
  /** Declare Content-Length (true) or send the body chunked (false). */
  declareLength: boolean;
  headers?: http.OutgoingHttpHeaders;
  chunkBytes?: number;
};

export function streamedPost({
  url,
  bytes,
  declareLength,
  headers = {},
  chunkBytes = 256 * 1024,
}: StreamedPost): Promise<number | string> {
  // A connection of its own that stays open, as a browser's does: without one Node sends
  // "Connection: close", and the server then closes the socket once it has answered, while the body
  // is still arriving, which can reset it before the answer is read (seen: EPIPE instead of 413).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<number | string>((resolve) => {
    const request = http.request(url, {
      method: "POST",
      agent,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(declareLength ? { "content-length": bytes } : {}),
        ...headers,
      },
    });
    let settled = false;
    const settle = (value: number | string) => {
      if (settled) return;
      settled = true;
      resolve(value);
      request.destroy();
      agent.destroy();
    };
    request.on("response", (response) => {
      response.resume();
      settle(response.statusCode ?? 0);
    });
    request.on("error", (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    const chunk = Buffer.alloc(chunkBytes, "a");
    let sent = 0;
    const pump = () => {
      while (!settled && sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once("drain", pump);
      }
      if (!settled) request.end();
    };
    pump();
  });
}
