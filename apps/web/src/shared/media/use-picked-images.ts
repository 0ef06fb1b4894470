import { useState } from 'react';
import { checkPickedImages, IMAGE_LIMITS, pickedImageOf, type RejectedImage } from './picked-images';

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
 * The images a form will upload (feedback, identity documents, withdrawal proofs): the files chosen so far, and a note for each
 * file of the last pick that was refused, as `describe` words it in the form's own texts (given the limits to
 * quote with the file: `t(key, refused)`).
 */
export function usePickedImages(describe: (refused: RejectedImage & typeof IMAGE_LIMITS) => string): PickedImages {
  const [files, setFiles] = useState<File[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const pick = async (picked: File[]) => {
    const result = checkPickedImages(files.length, await Promise.all(picked.map(pickedImageOf)));
    setFiles((prev) => [...prev, ...result.accepted.map((a) => a.file)]);
    setNotes(result.rejected.map((r) => describe({ ...r, ...IMAGE_LIMITS })));
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
