/** One server-sent event as a test reads it. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads a server-sent event stream as it arrives (fetch, so it can carry a session's headers), pushing each event into
 * `events`. Resolves when the stream ends or is aborted.
 */
export async function collectEvents(body: ReadableStream<Uint8Array>, events: SseEvent[]): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event: SseEvent = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          const colon = line.indexOf(': ');
          const field = line.slice(0, colon);
          const value = line.slice(colon + 2);
          if (field === 'event') event.event = value;
          else if (field === 'id') event.id = value;
          else if (field === 'data') event.data = value;
        }
        events.push(event);
      }
    }
  } catch {
    // Aborted.
  }
}
