import { Logger } from 'graphile-worker';

/** Where the job runner's own messages go: the app's (pino) logger, or nowhere. */
export interface JobLog {
  info(obj: object, msg: string): void;
  debug?(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** graphile-worker's messages into the app's log. */
export function workerLogger(log: JobLog): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const obj = { ...scope, ...meta };
    if (level === 'error') log.error(obj, message);
    else if (level === 'warning') log.warn(obj, message);
    // Its info lines ("Completed task …" for every job) are debug detail here: job_history and the
    // metrics have them.
    else if (level === 'info') log.debug?.(obj, message);
  });
}

/** A logger that keeps only errors, on stderr (schema install, tests). */
export const quietLogger = new Logger(() => (level, message) => {
  if (level === 'error') console.error(`[jobs] ${message}`);
});

export const silentJobLog: JobLog = { info() {}, warn() {}, error() {} };
