/** What `make test` spent its time on, printed at the end: every step, then every test file, slowest first. */
export class Timings {
  private readonly steps: Array<{ title: string; seconds: number; ok: boolean }> = [];
  private readonly files: Array<{ file: string; seconds: number; ok: boolean }> = [];

  step(title: string, seconds: number, ok: boolean): void {
    this.steps.push({ title, seconds, ok });
  }

  testFiles(files: Array<{ file: string; seconds: number; ok: boolean }>): void {
    this.files.push(...files);
  }

  print(totalSeconds: number): void {
    const row = (ok: boolean, seconds: number, name: string) =>
      `  ${ok ? ' ' : '✗'} ${seconds.toFixed(1).padStart(7)} s  ${name}`;
    console.log('\nTime per step (steps in one group ran side by side):');
    for (const s of this.steps) console.log(row(s.ok, s.seconds, s.title));
    console.log('\nTime per test file:');
    for (const f of [...this.files].sort((a, b) => b.seconds - a.seconds))
      console.log(row(f.ok, f.seconds, f.file));
    console.log(`\nmake test took ${(totalSeconds / 60).toFixed(1)} min`);
  }
}
