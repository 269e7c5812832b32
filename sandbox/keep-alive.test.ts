import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { outlastClientKeepAlive } from './keep-alive';

describe('outlastClientKeepAlive', () => {
  it("keeps idle sockets open longer than clients do (65 s, not Node's 5 s), headers timeout above it", () => {
    const server = createServer();
    expect(server.keepAliveTimeout).toBe(5_000);
    outlastClientKeepAlive(server);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
