import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenRegistry, type ScreenBindings } from './screen-bindings.ts';

// The registry of screen bindings is collected from the binding files (screen-view.tsx): each file
// says which screens it binds. What the type checker cannot see fails when the registry is built,
// naming the screen: a declared screen without a binding, or two bindings of one screen.

const element = () => <p>bound</p>;

describe('the screen registry', () => {
  afterEach(() => {
    vi.doUnmock('../../../screens/quiz/quiz.binding.tsx');
    vi.resetModules();
  });

  it('binds every declared screen of the flow body, each to its file’s element', () => {
    const registry = screenRegistry({ 'a.binding.tsx': { binds: { quiz: element } }, 'b.binding.tsx': { binds: { welcome: element, dashboard: element } } }, ['quiz', 'welcome', 'dashboard']);
    expect(Object.keys(registry).sort()).toEqual(['dashboard', 'quiz', 'welcome']);
    expect(registry.quiz).toBe(element);
  });

  it('throws for a declared screen without a binding, naming it', () => {
    expect(() => screenRegistry({ 'a.binding.tsx': { binds: { quiz: element } }, 'b.binding.tsx': {} }, ['quiz', 'welcome'])).toThrow(/No binding for the screen 'welcome'/);
  });

  it('throws for two bindings of one screen, naming it and both files', () => {
    const files: Record<string, { binds?: ScreenBindings }> = { 'a.binding.tsx': { binds: { quiz: element } }, 'b.binding.tsx': { binds: { quiz: element } } };
    expect(() => screenRegistry(files, ['quiz'])).toThrow("The screen 'quiz' has two bindings: a.binding.tsx and b.binding.tsx.");
  });

  it('throws for a binding of a screen the flow body does not show', () => {
    expect(() => screenRegistry({ 'a.binding.tsx': { binds: { quiz: element, 'offer-start': element } as ScreenBindings } }, ['quiz'])).toThrow(
      "a.binding.tsx binds the screen 'offer-start', which no step declares for the flow's body.",
    );
  });

  it('takes in `binds` only a declared screen of the flow body: a misspelt or a start screen is a type error, and throws at load', () => {
    // @ts-expect-error 'quizz' is no declared screen
    const misspelt = { quizz: element } satisfies ScreenBindings;
    // @ts-expect-error the start screens are the frame's own, never bound here
    const start = { 'offer-start': element } satisfies ScreenBindings;
    // What the type checker refused, were it to reach the registry anyway (a file not type-checked).
    expect(() => screenRegistry({ 'a.binding.tsx': { binds: misspelt } } as never, [])).toThrow("a.binding.tsx binds the screen 'quizz'");
    expect(() => screenRegistry({ 'a.binding.tsx': { binds: start } } as never, [])).toThrow("a.binding.tsx binds the screen 'offer-start'");
  });

  it('loads the real registry from the screens’ folders: every declared screen is bound', async () => {
    await expect(import('./screen-view.tsx')).resolves.toHaveProperty('ScreenView');
  });

  it('fails the module load, by name, when a binding file binds another file’s screen instead of its own', async () => {
    vi.resetModules();
    vi.doMock('../../../screens/quiz/quiz.binding.tsx', () => ({ binds: { congratulations: element } }));
    await expect(import('./screen-view.tsx')).rejects.toThrow(/The screen 'congratulations' has two bindings: .*congratulations\.binding\.tsx and .*quiz\.binding\.tsx\./);
  });
});
