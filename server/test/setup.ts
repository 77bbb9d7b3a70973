// A test that logs console.error hides a real problem: make it fail. So does an answer the
// OpenAPI document does not describe (see openapi-answers.ts).
import { afterEach, vi } from 'vitest';
import { answerProblems } from './openapi-answers';

const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map(String).join('\n')}`);
});

afterEach(() => {
  const problems = answerProblems.splice(0);
  if (problems.length > 0)
    throw new Error(`Answers the OpenAPI document does not describe:\n${problems.join('\n')}`);
});
