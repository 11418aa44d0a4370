import { toast } from "../../../lib/toast";

/** Spec doc 2 §8: copying a transaction id confirms 'Hash copied!'. */
export const HASH_COPIED = "Hash copied!";
export const ADDRESS_COPIED = "Copied!";

export async function copyText(text: string, message: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(message);
  } catch {
    toast.error("Couldn't copy. Select the text and copy it by hand.");
  }
}
