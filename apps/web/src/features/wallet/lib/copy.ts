import { toast } from "../../../lib/toast";

export const COPIED_MESSAGE = "Copied to clipboard!";

export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(COPIED_MESSAGE);
  } catch {
    toast.error("Couldn't copy. Select the text and copy it by hand.");
  }
}
