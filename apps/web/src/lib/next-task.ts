/** Resolves in a task after this one: work split so that no one task holds a slow phone for long. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs the steps one after another, each in a task of its own (a phone draws and answers between them). */
export async function inTasksOfTheirOwn(steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    await nextTask();
    step();
  }
}
