/** A subcommand of the `swiss-register` executable. */
export interface Command {
  name: string;
  /** Full `--help` text: usage, options, examples. */
  help: string;
  /** Runs the command; resolves to the process exit code. */
  run(args: string[]): Promise<number>;
}

/** Error for a bad command line: printed as one line with a pointer to `--help`, exit code 2. */
export class UsageError extends Error {}
