/** The password-confirm modal's messages, word for word from the spec (document 1 §5). */
export const PASSWORD_CONFIRM_MESSAGES = {
  required: "Password is required.",
  wrong: "Wrong password please try again.",
} as const;
