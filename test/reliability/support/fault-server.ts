// A misbehaving upstream on 127.0.0.1: refuses connections, resets them, answers after 5 s, answers
// 500, or answers 200 with a body that is not what any API sends. It counts what reached it, so a
// test can tell whether a circuit breaker stopped the calls.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FaultMode = 'refused' | 'reset' | 'slow' | 'error' | 'malformed';
export const FAULT_MODES: readonly FaultMode[] = ['refused', 'reset', 'slow', 'error', 'malformed'];
export const SLOW_MS = 5_000;

export interface FaultServer {
  origin: string;
  /** Requests (or, when resetting, connections) that reached the server. */
  hits: number;
  close(): Promise<void>;
}

export async function startFaultServer(mode: FaultMode): Promise<FaultServer> {
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const state = { hits: 0 };
  const server: Server = createServer((req, res) => {
    state.hits += 1;
    req.resume();
    if (mode === 'slow') {
      const timer = setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), SLOW_MS);
      timers.add(timer);
      return;
    }
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": {"unexpected": [1, 2, <html>');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (mode === 'reset') {
      state.hits += 1;
      socket.resetAndDestroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  if (mode === 'refused') await close();
  return {
    origin: `http://127.0.0.1:${port}`,
    get hits() {
      return state.hits;
    },
    close,
  };
}
