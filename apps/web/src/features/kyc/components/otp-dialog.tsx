import { Button, Group, Modal, PinInput, Stack, Text } from "@mantine/core";
import { KYC_MESSAGES, OTP_DIGITS } from "@sextant/core";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { type TCodeChannel, verifyContactCode } from "../api/contact-codes";
import { useCountdown } from "../hooks/use-countdown";
import { serverMessage } from "../model/server-message";

interface OtpDialogProps {
  channel: TCodeChannel;
  /** The address or number the code went to; the dialog is open while it is set. */
  target: string | null;
  /** When 'Send Again' unlocks (epoch ms): 60 s after the last code was sent. */
  resendAt: number | null;
  onResend: () => Promise<void>;
  onVerified: () => void;
  onClose: () => void;
}

/** The one-time-code dialog of document 2 §4: four digits, 'Send Again' once the 60 s countdown reaches 0. */
export function OtpDialog({ channel, target, resendAt, onResend, onVerified, onClose }: OtpDialogProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const seconds = useCountdown(resendAt);

  const close = () => {
    setCode("");
    setError(null);
    onClose();
  };

  const verify = async () => {
    if (code.length !== OTP_DIGITS) {
      setError(KYC_MESSAGES.otpIncomplete);
      return;
    }
    setBusy(true);
    try {
      const answer = await verifyContactCode(channel, code);
      toast.success(answer.message || KYC_MESSAGES.confirmationCompleted);
      setCode("");
      setError(null);
      onVerified();
    } catch (cause) {
      setError(serverMessage(cause) ?? KYC_MESSAGES.confirmationFailed);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setCode("");
    setError(null);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };

  const what = channel === "email" ? "e-mail address" : "phone number";
  return (
    <Modal opened={target !== null} onClose={close} title={`Verify your ${what}`} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the 4-digit code sent to{" "}
          <Text span fw={600} c="bright">
            {target}
          </Text>
          .
        </Text>
        <Group justify="center">
          <PinInput
            length={OTP_DIGITS}
            type="number"
            oneTimeCode
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
            error={error !== null}
            aria-label="One-time code"
            size="lg"
          />
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert" ta="center">
            {error}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={resend} disabled={seconds > 0} loading={resending}>
            {seconds > 0 ? `Send Again in ${seconds}s` : "Send Again"}
          </Button>
          <Button onClick={verify} loading={busy}>
            Verify
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
