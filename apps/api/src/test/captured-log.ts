// A logger for tests that want to see what was logged: pino with the API's own options (its error serializer and
// redaction), writing each line into an array instead of stdout.
import Fastify from 'fastify';
import { loggerOptions } from '../platform/logger.js';

export type LogLine = { level: number; msg: string; err?: { type: string; message: string }; [field: string]: unknown };

/** pino's level numbers, for reading a captured line. */
export const LOG_LEVELS = { warn: 40, error: 50 } as const;

/** A pino logger configured as the API's, and the lines it wrote, parsed. */
export function capturedLog() {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  // Fastify builds the logger as the API does, so pino needs no dependency of its own here
  const { log } = Fastify({ logger: { ...loggerOptions({ level: 'info', pretty: false }), stream } });
  return { logger: log, lines };
}
