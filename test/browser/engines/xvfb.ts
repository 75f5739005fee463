import { spawnOwned, type OwnedProcess } from './owned-process.ts';

// A virtual display for a browser that has no headless mode (WebKitGTK's MiniBrowser). Xvfb picks a
// free display number itself (`-displayfd`) and writes it on a pipe: no guessing, no clash with
// another Xvfb on the machine.

export const XVFB_PATH = '/usr/bin/Xvfb';

export interface VirtualDisplay {
  /** The DISPLAY value, `:N`. */
  display: string;
  stop(): Promise<void>;
}

export async function startXvfb(options: { timeoutMs: number; width?: number; height?: number }): Promise<VirtualDisplay> {
  const screen = `${options.width ?? 1280}x${options.height ?? 1024}x24`;
  const xvfb: OwnedProcess = spawnOwned(XVFB_PATH, ['-displayfd', '3', '-screen', '0', screen, '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
  const numberPipe = xvfb.child.stdio[3];
  try {
    const display = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Xvfb gave no display within ${options.timeoutMs} ms: ${xvfb.output()}`)), options.timeoutMs);
      let text = '';
      numberPipe?.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('\n')) {
          clearTimeout(timer);
          resolve(`:${text.trim()}`);
        }
      });
      xvfb.child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Xvfb exited with code ${code}: ${xvfb.output()}`));
      });
    });
    return { display, stop: () => xvfb.stop() };
  } catch (error) {
    await xvfb.stop();
    throw error;
  }
}
