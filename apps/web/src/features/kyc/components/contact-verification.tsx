import { Badge, Button } from "@mantine/core";
import { KYC_MESSAGES, OTP_RESEND_SECONDS } from "@sextant/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { sendContactCode, type TCodeChannel } from "../api/contact-codes";
import { sendCodeError } from "../model/kyc-form-rules";
import { serverMessage } from "../model/server-message";
import { OtpDialog } from "./otp-dialog";

interface ContactVerificationProps {
  channel: TCodeChannel;
  /** The address, or the number with its dialling code. */
  to: string;
  verified: boolean;
  isCompanyKyc: boolean;
  countryCode: string;
  disabled?: boolean;
  /** Shows a refused send (empty or invalid) on the field itself. */
  onInvalid: (message: string) => void;
  onVerified: () => void;
}

/** The Verify button beside the e-mail or phone field (a Verified badge once confirmed) and its code dialog. */
export function ContactVerification(props: ContactVerificationProps) {
  const { channel, to, verified } = props;
  const [target, setTarget] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  if (verified) {
    return (
      <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} />}>
        Verified
      </Badge>
    );
  }

  /** Sends a code; true when the server took it. */
  const send = async (address: string): Promise<boolean> => {
    try {
      const answer = await sendContactCode(channel, {
        to: address,
        isCompanyKyc: props.isCompanyKyc,
        countryCode: props.countryCode,
      });
      setResendAt(Date.now() + (answer.resendAfterSeconds || OTP_RESEND_SECONDS) * 1000);
      return true;
    } catch (cause) {
      toast.error(serverMessage(cause) ?? KYC_MESSAGES.requestFailed);
      return false;
    }
  };

  const start = async () => {
    const refused = sendCodeError(channel, to);
    if (refused) {
      props.onInvalid(refused);
      return;
    }
    setSending(true);
    const sent = await send(to.trim());
    setSending(false);
    if (sent) setTarget(to.trim());
  };

  const label = channel === "email" ? "Verify e-mail" : "Verify phone";
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        onClick={start}
        loading={sending}
        disabled={props.disabled}
        aria-label={label}
      >
        Verify
      </Button>
      <OtpDialog
        channel={channel}
        target={target}
        resendAt={resendAt}
        onResend={async () => {
          if (target) await send(target);
        }}
        onVerified={() => {
          setTarget(null);
          props.onVerified();
        }}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
