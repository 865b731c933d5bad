import { describe, expect, it } from 'vitest';
import { inTasksOfTheirOwn } from './next-task';

describe('inTasksOfTheirOwn', () => {
  it('runs the steps in order, a task queued between two steps running between them', async () => {
    const done: string[] = [];
    const steps = inTasksOfTheirOwn([
      () => {
        done.push('first');
        // queued by the first step: a task of its own runs before the second step
        setTimeout(() => done.push('between'), 0);
      },
      () => done.push('second'),
    ]);
    expect(done).toEqual([]);
    await steps;
    expect(done).toEqual(['first', 'between', 'second']);
  });
});
