import fs from 'node:fs';

/** Modification time and size, or "missing": enough to tell a saved file from the one compiled. */
export function fileVersion(absPath: string): string {
  try {
    const stat = fs.statSync(absPath);
    return `${stat.mtimeMs.toString(36)}-${stat.size.toString(36)}`;
  } catch {
    return 'missing';
  }
}
