import { useState } from 'react';
import { checkPickedImages, type RejectedImage, readHead } from './picked-images';

export interface PickedImages {
  files: File[];
  /** One per file the last pick refused, in the form's words. */
  notes: string[];
  pick(files: File[]): Promise<void>;
  remove(index: number): void;
  /** After sending: nothing chosen, no notes. */
  clear(): void;
}

/**
 * The images a form will upload (feedback, identity documents): the files chosen so far, and a note for each
 * file of the last pick that was refused, as `describe` words it in the form's own texts.
 */
export function usePickedImages(describe: (rejected: RejectedImage) => string): PickedImages {
  const [files, setFiles] = useState<File[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const pick = async (picked: File[]) => {
    const withHeads = await Promise.all(
      picked.map(async (file) => ({ file, name: file.name, size: file.size, head: await readHead(file) })),
    );
    const result = checkPickedImages(files.length, withHeads);
    setFiles((prev) => [...prev, ...result.accepted.map((a) => a.file)]);
    setNotes(result.rejected.map(describe));
  };
  return {
    files,
    notes,
    pick,
    remove: (index: number) => setFiles((prev) => prev.filter((_, j) => j !== index)),
    clear: () => {
      setFiles([]);
      setNotes([]);
    },
  };
}
