import { notifications } from "@mantine/notifications";
import { TOAST_DURATION_MS } from "@sextant/core";

export type TToastKind = "success" | "error" | "info" | "warning";

export interface TToastOptions {
  title?: string;
  /** Milliseconds before the toast closes; the spec's default is 5000. */
  duration?: number;
}

const COLORS: Record<TToastKind, string> = {
  success: "teal",
  error: "red",
  info: "blue",
  warning: "yellow",
};

function show(kind: TToastKind, message: string, options: TToastOptions = {}): string {
  return notifications.show({
    color: COLORS[kind],
    title: options.title,
    message,
    autoClose: options.duration ?? TOAST_DURATION_MS,
    withBorder: true,
  });
}

/** The one way to show a toast: `toast.success("Copied to clipboard!")`. */
export const toast = {
  success: (message: string, options?: TToastOptions) => show("success", message, options),
  error: (message: string, options?: TToastOptions) => show("error", message, options),
  info: (message: string, options?: TToastOptions) => show("info", message, options),
  warning: (message: string, options?: TToastOptions) => show("warning", message, options),
};
